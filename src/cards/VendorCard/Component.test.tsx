import { render, screen } from '@testing-library/react'

import { asDoc } from '../../../tests/factories/doc'
import { buildLogoDoc } from '../../../tests/factories/media'
import { buildVendor } from '../../../tests/factories/vendor'
import { VendorCard } from './Component'

const discountsPage = asDoc('pages', {
  pageName: 'ODP discount options',
  pagePath: 'services/business-essentials',
  slug: 'office-supplies',
  layout: [],
})
const storeCardPage = asDoc('pages', {
  pageName: 'Store purchasing card',
  pagePath: 'ea-express',
  slug: 'store-card',
  layout: [],
})

const vendor = (overrides: Parameters<typeof buildVendor>[0] = {}) =>
  asDoc('vendors', buildVendor({ connectedPages: [discountsPage], inPage: [storeCardPage], ...overrides }))

const titleLink = () => screen.getByRole('link', { name: /^ODP Business Solutions/ })

describe('VendorCard links', () => {
  it('links a vendor card to /{pagePath}/{slug} of its first connected page', () => {
    render(<VendorCard doc={vendor()} />)
    expect(titleLink()).toHaveAttribute('href', '/services/business-essentials/office-supplies')
  })

  it('links a vendor index card to /vendors/{vendorSlug}/{pagePath}/{slug}', () => {
    render(<VendorCard doc={vendor({ connectedPages: [] })} variant="index" />)
    expect(titleLink()).toHaveAttribute('href', '/vendors/odp/ea-express/store-card')
  })

  it("links a clickable vendor card to the vendor's own page address", () => {
    render(<VendorCard doc={vendor()} variant="clickable" />)
    expect(titleLink()).toHaveAttribute('href', '/vendors/odp/ea-express')
  })

  it('opens a vendor page on another site in a new tab', () => {
    render(<VendorCard doc={vendor({ eaVendorPage: 'https://www.odpbusiness.com/' })} variant="clickable" />)
    const link = titleLink()
    expect(link).toHaveAttribute('href', 'https://www.odpbusiness.com/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })
})

describe('VendorCard content', () => {
  it('shows the partner logos under "In partnership with"', () => {
    render(<VendorCard doc={vendor({ vendorLogos: [buildLogoDoc('ODP Business Solutions')] })} />)
    expect(screen.getByText('In partnership with')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'ODP Business Solutions logo' })).toBeInTheDocument()
  })

  it('shows no partnership header without logos', () => {
    render(<VendorCard doc={vendor()} />)
    expect(screen.queryByText('In partnership with')).not.toBeInTheDocument()
  })

  it('clamps the copy to 5 lines', () => {
    render(<VendorCard doc={vendor()} />)
    const copy = screen.getByText(/negotiated program prices/).closest('.line-clamp-5')
    expect(copy).not.toBeNull()
  })

  it('shows the subheadline', () => {
    render(<VendorCard doc={vendor()} />)
    expect(screen.getByText(/Program pricing on office supplies/)).toBeInTheDocument()
  })
})

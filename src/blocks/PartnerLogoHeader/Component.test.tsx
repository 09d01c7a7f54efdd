import { render, screen } from '@testing-library/react'

import type { PartnerLogoHeaderBlock as PartnerLogoHeaderBlockData } from '@/payload-types'

import { loggedOutViewer, mediaDoc } from '../shared/test-fixtures'

import { PartnerLogoHeaderBlock, partnerSuffix } from './Component'

const block = (overrides: Partial<PartnerLogoHeaderBlockData> = {}): PartnerLogoHeaderBlockData => ({
  blockType: 'partnerLogoHeader',
  id: 'partners',
  logos: [mediaDoc({ id: 7, altText: 'ODP Business Solutions', url: '/media/odp.svg', mimeType: 'image/svg+xml' })],
  blockStatus: 'DEFAULT',
  partnerName: 'Springfield Chamber of Commerce',
  ...overrides,
})

const renderHeader = (overrides: Partial<PartnerLogoHeaderBlockData> = {}) =>
  render(
    <PartnerLogoHeaderBlock block={block(overrides)} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />,
  )

describe('partnerSuffix', () => {
  it("gives 'AND {partnerName}' only for SHOW_PARTNER with a name", () => {
    expect(partnerSuffix('SHOW_PARTNER', 'Springfield Chamber of Commerce')).toBe('AND Springfield Chamber of Commerce')
    expect(partnerSuffix('SHOW_PARTNER', '  ')).toBeNull()
    expect(partnerSuffix('DEFAULT', 'Springfield Chamber of Commerce')).toBeNull()
    expect(partnerSuffix(null, 'Springfield Chamber of Commerce')).toBeNull()
  })
})

describe('PartnerLogoHeaderBlock', () => {
  it("shows 'In partnership with' and the logos", () => {
    renderHeader()
    expect(screen.getByText('In partnership with')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'ODP Business Solutions' })).toBeInTheDocument()
  })

  it("shows 'AND {partnerName}' beside the logo when the status is SHOW_PARTNER", () => {
    renderHeader({ blockStatus: 'SHOW_PARTNER' })
    const suffix = screen.getByText('AND Springfield Chamber of Commerce')
    expect(suffix.parentElement).toContainElement(screen.getByRole('img', { name: 'ODP Business Solutions' }))
  })

  it('shows the logos alone otherwise', () => {
    renderHeader({ blockStatus: 'DEFAULT' })
    expect(screen.queryByText(/^AND /)).toBeNull()
  })

  it("shows the spec's note for a logo whose file is missing", () => {
    renderHeader({ logos: [mediaDoc({ url: null })] })
    expect(screen.getByText('MISSING ASSET!!')).toBeInTheDocument()
  })
})

import { render, screen } from '@testing-library/react'

import { buildLogoDoc } from '../../../tests/factories/media'
import { MiniCard } from './Component'

describe('MiniCard', () => {
  it('links under /vendors/odp/ea-express/', () => {
    render(<MiniCard card={{ cardHeadline: 'Store purchasing card', href: 'store-purchasing-card' }} />)
    expect(screen.getByRole('link', { name: 'Store purchasing card' })).toHaveAttribute(
      'href',
      '/vendors/odp/ea-express/store-purchasing-card',
    )
  })

  it('keeps the ea-express partner for any mini card address', () => {
    render(<MiniCard card={{ cardHeadline: 'Online portal', href: '/online-portal/' }} />)
    expect(screen.getByRole('link', { name: 'Online portal' })).toHaveAttribute(
      'href',
      '/vendors/odp/ea-express/online-portal',
    )
  })

  it('shows its logo and copy', () => {
    render(
      <MiniCard
        card={{
          cardHeadline: 'Business account',
          cardCopy: 'One invoice a month and free next-day delivery over $50.',
          cardMedia: buildLogoDoc('ODP Business Solutions'),
          href: 'business-account',
        }}
      />,
    )
    expect(screen.getByRole('img', { name: 'ODP Business Solutions logo' })).toBeInTheDocument()
    expect(screen.getByText(/One invoice a month/)).toBeInTheDocument()
  })
})

import { render, screen } from '@testing-library/react'

import { asDoc } from '../../../tests/factories/doc'
import { PageCard } from './Component'

describe('PageCard', () => {
  it('links to the page address and shows its description', () => {
    const page = asDoc('pages', {
      pageName: 'Spend Navigator',
      pagePath: 'services',
      slug: 'spend-navigator',
      url: '/services/spend-navigator',
      meta: { description: 'See where your business overpays for supplies, technology and shipping.' },
      layout: [],
    })
    render(<PageCard doc={page} />)
    expect(screen.getByRole('link', { name: 'Spend Navigator' })).toHaveAttribute('href', '/services/spend-navigator')
    expect(screen.getByText(/where your business overpays/)).toBeInTheDocument()
  })

  it('builds the address from path and slug when the page has none yet', () => {
    const page = asDoc('pages', { pageName: 'Events', pagePath: 'community', slug: 'events', layout: [] })
    render(<PageCard doc={page} />)
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/community/events')
  })
})

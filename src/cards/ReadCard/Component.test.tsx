import { render, screen } from '@testing-library/react'

import { buildAuthor } from '../../../tests/factories/author'
import { asDoc } from '../../../tests/factories/doc'
import { buildRead } from '../../../tests/factories/read'
import { ReadCard } from './Component'

describe('ReadCard', () => {
  it('links to /resources/reads/{slug}', () => {
    render(<ReadCard doc={asDoc('reads', buildRead())} />)
    expect(screen.getByRole('link', { name: 'Five ways to cut shipping costs before peak season' })).toHaveAttribute(
      'href',
      '/resources/reads/five-ways-to-cut-shipping-costs',
    )
  })

  it('shows its tags, subtitle and author', () => {
    const author = asDoc('authors', buildAuthor())
    render(<ReadCard doc={asDoc('reads', buildRead({ author }))} />)
    const tags = screen.getByRole('list', { name: 'Tags' })
    expect(tags).toHaveTextContent('Shipping')
    expect(tags).toHaveTextContent('Operations')
    expect(screen.getByText('Small changes to packaging and pickups add up fast')).toBeInTheDocument()
    expect(screen.getByText('By Maya Chen')).toBeInTheDocument()
  })

  it('leaves out the author when only an id was loaded', () => {
    render(<ReadCard doc={asDoc('reads', buildRead({ author: 7 }))} />)
    expect(screen.queryByText(/^By /)).not.toBeInTheDocument()
  })
})

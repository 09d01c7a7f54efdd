import { render, screen } from '@testing-library/react'

import { asDoc } from '../../../tests/factories/doc'
import { buildGuide } from '../../../tests/factories/guide'
import { buildMediaDoc } from '../../../tests/factories/media'
import { GuideCard } from './Component'

describe('GuideCard', () => {
  it('links to /my-dashboard/guides/{guideSlug}', () => {
    render(<GuideCard doc={asDoc('guides', buildGuide())} />)
    expect(screen.getByRole('link', { name: 'Set up your ODP business account in ten minutes' })).toHaveAttribute(
      'href',
      '/my-dashboard/guides/set-up-your-odp-business-account',
    )
  })

  it('shows its card image with the media alternative text', () => {
    const media = buildMediaDoc({ altText: 'An ODP business account dashboard on a laptop' })
    render(<GuideCard doc={asDoc('guides', buildGuide({ guideCardMedia: media }))} />)
    expect(screen.getByRole('img', { name: 'An ODP business account dashboard on a laptop' })).toBeInTheDocument()
  })

  it("shows the spec's missing-media note when the image was not populated", () => {
    render(<GuideCard doc={asDoc('guides', buildGuide({ guideCardMedia: 41 }))} />)
    expect(screen.getByText('MISSING Media!!')).toBeInTheDocument()
  })

  it('renders the title as an h2 when the block has no headline', () => {
    render(<GuideCard doc={asDoc('guides', buildGuide())} headingLevel="h2" />)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Set up your ODP business account')
  })
})

import { render, screen } from '@testing-library/react'

import type { ImagePanelBlock as ImagePanelBlockData } from '@/payload-types'

import { loggedOutViewer, mediaDoc } from '../shared/test-fixtures'

import { ImagePanelBlock } from './Component'

const block = (overrides: Partial<ImagePanelBlockData> = {}): ImagePanelBlockData => ({
  blockType: 'imagePanel',
  id: 'image',
  media: mediaDoc({ altText: 'Store purchasing card at a register', imageCaption: 'The card works in every store.' }),
  ...overrides,
})

const renderPanel = (overrides: Partial<ImagePanelBlockData> = {}) =>
  render(<ImagePanelBlock block={block(overrides)} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)

describe('ImagePanelBlock', () => {
  it("uses the image's own caption when the block has none", () => {
    const { container } = renderPanel()
    expect(screen.getByRole('img', { name: 'Store purchasing card at a register' })).toBeInTheDocument()
    expect(container.querySelector('figcaption')).toHaveTextContent('The card works in every store.')
  })

  it("prefers the block's caption", () => {
    const { container } = renderPanel({ caption: 'Member pricing at the register.' })
    expect(container.querySelector('figcaption')).toHaveTextContent('Member pricing at the register.')
  })

  it('links to a site page', () => {
    renderPanel({ linkHref: '/vendors/odp/ea-express/store-purchasing-card', linkLabel: 'Get the card' })
    expect(screen.getByRole('link', { name: 'Get the card' })).toHaveAttribute(
      'href',
      '/vendors/odp/ea-express/store-purchasing-card',
    )
  })

  it('opens an external link in a new tab and says so', () => {
    renderPanel({ linkHref: 'https://stores.example.com/locator', linkLabel: 'Find a store' })
    const link = screen.getByRole('link', { name: /Find a store/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAccessibleName('Find a store (opens in a new tab)')
  })

  it('shows no link without a label', () => {
    renderPanel({ linkHref: '/somewhere', linkLabel: null })
    expect(screen.queryByRole('link')).toBeNull()
  })
})

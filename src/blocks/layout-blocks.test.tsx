import { render, screen } from '@testing-library/react'

import { pageBlocks } from './configs'
import { blockComponents, RenderBlocks } from './registry'
import { loggedOutViewer } from './shared/test-fixtures'
import type { PageBlock } from './types'

const LAYOUT_BLOCK_SLUGS = [
  'base',
  'full',
  'flip',
  'feature',
  'checklist',
  'quotePanel',
  'imagePanel',
  'iframeEmbed',
  'shareCard',
  'dashboardHero',
  'indexUser',
  'collapseCards',
  'slider',
  'cardGrid',
  'ticker',
  'partnerLogoHeader',
  'statCards',
  'faq',
] as const

describe('layout blocks', () => {
  it('are all offered to operators, each with an interface name and a component', () => {
    for (const slug of LAYOUT_BLOCK_SLUGS) {
      const config = pageBlocks.find((block) => block.slug === slug)
      expect(config, slug).toBeDefined()
      expect(config?.interfaceName, slug).toMatch(/Block$/)
      expect(typeof blockComponents[slug], slug).toBe('function')
    }
  })

  it('render the first headline as h1 and the rest as h2', () => {
    const blocks: PageBlock[] = [
      {
        blockType: 'checklist',
        id: 'a',
        headline: 'Who can apply',
        columns: '1',
        items: [{ id: 'i', text: 'Any US small business' }],
      },
      { blockType: 'faq', id: 'b', headline: 'Questions', items: [] },
    ]
    render(<RenderBlocks blocks={blocks} viewer={loggedOutViewer} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Who can apply' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeInTheDocument()
  })

  it('hand the site settings to the iframe embed', () => {
    const blocks: PageBlock[] = [
      {
        blockType: 'iframeEmbed',
        id: 'embed',
        embedTitle: 'Grant application form',
        cardJson: { iFrameSrc: 'https://forms.example.com/to/grant' },
      },
    ]
    const { container, rerender } = render(<RenderBlocks blocks={blocks} viewer={loggedOutViewer} />)
    expect(container.querySelector('iframe')).toBeNull()
    rerender(
      <RenderBlocks blocks={blocks} viewer={loggedOutViewer} siteSettings={{ iframeAllowList: ['example.com'] }} />,
    )
    expect(screen.getByTitle('Grant application form')).toHaveAttribute('src', 'https://forms.example.com/to/grant')
  })
})

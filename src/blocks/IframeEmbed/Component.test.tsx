import { render, screen } from '@testing-library/react'

import type { IframeEmbedBlock as IframeEmbedBlockData } from '@/payload-types'

import { loggedOutViewer } from '../shared/test-fixtures'

import { IFRAME_REFUSED_MESSAGE, IframeEmbedBlock } from './Component'
import { toCssLength } from './dimensions'

const block = (cardJson: Partial<IframeEmbedBlockData['cardJson']> = {}): IframeEmbedBlockData => ({
  blockType: 'iframeEmbed',
  id: 'embed-1',
  headline: 'Tell us about your spend',
  embedTitle: 'Spend Navigator questionnaire',
  cardJson: {
    iFrameSrc: 'https://forms.example.com/to/spend',
    height: '720',
    width: '100%',
    overflow: 'hidden',
    scrollbarWidth: 'thin',
    ...cardJson,
  },
})

const renderEmbed = (data: IframeEmbedBlockData, iframeAllowList?: string[]) =>
  render(
    <IframeEmbedBlock
      block={data}
      viewer={loggedOutViewer}
      isDashboard={false}
      isFirst={false}
      siteSettings={iframeAllowList ? { iframeAllowList } : undefined}
    />,
  )

describe('IframeEmbedBlock', () => {
  it('renders an allowed embed with its title and sizes', () => {
    const { container } = renderEmbed(block(), ['forms.example.com'])
    const frame = container.querySelector('iframe')!
    expect(frame).toHaveAttribute('src', 'https://forms.example.com/to/spend')
    expect(frame).toHaveAttribute('title', 'Spend Navigator questionnaire')
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts')
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation')
    expect(frame.style.height).toBe('720px')
    expect(frame.style.width).toBe('100%')
    expect(frame.style.overflow).toBe('hidden')
    expect(screen.queryByText(IFRAME_REFUSED_MESSAGE)).toBeNull()
  })

  it('refuses a host that is not on the allowed list', () => {
    const { container } = renderEmbed(block({ iFrameSrc: 'https://tracker.example.io/embed' }), ['forms.example.com'])
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByText('This embed is not on the allowed list.')).toBeInTheDocument()
  })

  it('refuses every embed when the site has no allow-list', () => {
    const { container } = renderEmbed(block())
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByText('This embed is not on the allowed list.')).toBeInTheDocument()
  })

  it('refuses plain http even on an allowed host', () => {
    const { container } = renderEmbed(block({ iFrameSrc: 'http://forms.example.com/to/spend' }), ['forms.example.com'])
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('keeps the headline for the refused embed', () => {
    renderEmbed(block({ iFrameSrc: 'https://tracker.example.io/embed' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us about your spend' })).toBeInTheDocument()
  })
})

describe('toCssLength', () => {
  it('reads plain numbers as pixels and keeps known units', () => {
    expect(toCssLength('600', '1px')).toBe('600px')
    expect(toCssLength(480, '1px')).toBe('480px')
    expect(toCssLength('75%', '1px')).toBe('75%')
    expect(toCssLength(' 40rem ', '1px')).toBe('40rem')
  })

  it('falls back for anything that is not a plain length', () => {
    expect(toCssLength('100%; background: url(x)', '600px')).toBe('600px')
    expect(toCssLength('calc(100% - 1px)', '600px')).toBe('600px')
    expect(toCssLength('0', '600px')).toBe('600px')
    expect(toCssLength(null, '100%')).toBe('100%')
    expect(toCssLength(-5, '100%')).toBe('100%')
  })
})

import { render, screen } from '@testing-library/react'

import { richText } from '@/lib/lexical'
import type { BaseBlock as BaseBlockData } from '@/payload-types'
import { seedButton } from '@/seed/buttons'

import { loadingViewer, loggedOutViewer, mediaDoc, memberViewer } from '../shared/test-fixtures'

import { BaseBlock } from './Component'

const block = (overrides: Partial<BaseBlockData> = {}): BaseBlockData => ({
  blockType: 'base',
  id: 'base-1',
  component: 'split',
  layerStyle: 'white',
  headline: 'Everything your business buys, for less',
  subheadline: 'One free membership',
  richText: richText('Member pricing from vendors you already use, with no minimum spend.'),
  media: mediaDoc(),
  mediaOrder: 0,
  buttons: [
    seedButton('Join the Collective', '/onboard/sign-up', {
      perUserType: [
        { userType: 'GUEST', label: 'Join the Collective', href: '/onboard/sign-up', info: null },
        { userType: 'MEMBER', label: 'Go to My Dashboard', href: '/dashboard', info: null },
      ],
    }),
  ],
  note: 'Free for businesses with up to 500 employees.',
  ...overrides,
})

describe('BaseBlock', () => {
  it('renders headline, subheadline, copy, media, button and note', () => {
    render(<BaseBlock block={block()} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Everything your business buys, for less' }),
    ).toBeInTheDocument()
    expect(screen.getByText('One free membership')).toBeInTheDocument()
    expect(screen.getByText(/no minimum spend/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Two owners reviewing an order in their shop' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Join the Collective' })).toHaveAttribute('href', '/onboard/sign-up')
    expect(screen.getByText('Free for businesses with up to 500 employees.')).toBeInTheDocument()
  })

  it('is the page h1 when it comes first', () => {
    render(<BaseBlock block={block()} viewer={loggedOutViewer} isDashboard={false} isFirst />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Everything your business buys, for less')
  })

  it("shows the button label for the viewer's user type", () => {
    render(<BaseBlock block={block()} viewer={memberViewer} isDashboard={false} isFirst={false} />)
    expect(screen.getByRole('link', { name: 'Go to My Dashboard' })).toHaveAttribute('href', '/dashboard')
  })

  it('shows no buttons while the session loads', () => {
    render(<BaseBlock block={block()} viewer={loadingViewer} isDashboard={false} isFirst={false} />)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('puts media after the text from 672px when media order is above 0', () => {
    const { container } = render(
      <BaseBlock block={block({ mediaOrder: 2 })} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />,
    )
    const media = screen.getByRole('img').closest('.flip\\:order-2')
    expect(media).not.toBeNull()
    expect(container.querySelector('h2')!.closest('.flip\\:order-1')).not.toBeNull()
  })

  it('centres a stacked block and keeps it in one column', () => {
    const { container } = render(
      <BaseBlock
        block={block({ component: 'stacked' })}
        viewer={loggedOutViewer}
        isDashboard={false}
        isFirst={false}
      />,
    )
    const layout = container.querySelector('section > div > div')!
    expect(layout).toHaveClass('text-center')
    expect(layout).not.toHaveClass('flip:flex-row')
  })

  it('uses dark-layer colours for the brand style', () => {
    const { container } = render(
      <BaseBlock block={block({ layerStyle: 'brand' })} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />,
    )
    expect(container.querySelector('section')).toHaveClass('bg-brand-700', 'text-white')
  })
})

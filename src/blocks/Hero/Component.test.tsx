import { render, screen } from '@testing-library/react'

import { richText } from '@/lib/lexical'
import type { HeroBlock as HeroBlockData } from '@/payload-types'
import { seedButton } from '@/seed/buttons'

import { loadingViewer, loggedOutViewer, mediaDoc, memberViewer } from '../shared/test-fixtures'

import { HeroBlock } from './Component'

const hero = (overrides: Partial<HeroBlockData> = {}): HeroBlockData => ({
  blockType: 'hero',
  eyebrow: 'Free membership for small businesses',
  headline: 'The buying power of a big company, built for yours',
  richText: richText('Join in two minutes and keep your current vendors.'),
  layerStyle: 'brand',
  buttons: [
    seedButton('Join the Collective', '/onboard/sign-up', {
      perUserType: [
        {
          userType: 'GUEST',
          label: 'Join the Collective',
          href: '/onboard/sign-up',
          info: 'Free. No credit card needed.',
        },
        { userType: 'MEMBER', label: 'Go to My Dashboard', href: '/dashboard', info: null },
      ],
    }),
  ],
  ...overrides,
})

describe('HeroBlock', () => {
  it('renders its headline as the page heading when it is the first block', () => {
    render(<HeroBlock block={hero()} viewer={loggedOutViewer} isDashboard={false} isFirst />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'The buying power of a big company, built for yours' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Free membership for small businesses')).toBeInTheDocument()
    expect(screen.getByText('Join in two minutes and keep your current vendors.')).toBeInTheDocument()
  })

  it('uses a second-level heading further down the page', () => {
    render(<HeroBlock block={hero()} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('The buying power')
  })

  it('shows the guest button and its note to a logged-out visitor', () => {
    render(<HeroBlock block={hero()} viewer={loggedOutViewer} isDashboard={false} isFirst />)
    expect(screen.getByRole('link', { name: 'Join the Collective' })).toHaveAttribute('href', '/onboard/sign-up')
    expect(screen.getByText('Free. No credit card needed.')).toBeInTheDocument()
  })

  it('shows the member’s own label and destination to a member', () => {
    render(<HeroBlock block={hero()} viewer={memberViewer} isDashboard={false} isFirst />)
    expect(screen.getByRole('link', { name: 'Go to My Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(screen.queryByRole('link', { name: 'Join the Collective' })).not.toBeInTheDocument()
  })

  it('renders no buttons while the session is loading', () => {
    render(<HeroBlock block={hero()} viewer={loadingViewer} isDashboard={false} isFirst />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('shows its media with the alternative text when it has some', () => {
    render(<HeroBlock block={hero({ media: mediaDoc() })} viewer={loggedOutViewer} isDashboard={false} isFirst />)
    expect(screen.getByRole('img', { name: 'Two owners reviewing an order in their shop' })).toBeInTheDocument()
  })
})

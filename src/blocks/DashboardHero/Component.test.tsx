import { render, screen } from '@testing-library/react'

import { richText } from '@/lib/lexical'
import type { DashboardHeroBlock as DashboardHeroBlockData } from '@/payload-types'
import { seedButton } from '@/seed/buttons'

import { loadingViewer, loggedOutViewer, memberViewer, namelessMemberViewer } from '../shared/test-fixtures'

import { DashboardHeroBlock } from './Component'
import { dashboardGreeting } from './greeting'

const block = (overrides: Partial<DashboardHeroBlockData> = {}): DashboardHeroBlockData => ({
  blockType: 'dashboardHero',
  id: 'dash-hero',
  greeting: 'Welcome back',
  subheadline: 'Your savings this quarter',
  richText: richText('Link a vendor account to see member pricing on every order.'),
  buttons: [seedButton('Link a vendor account', '/dashboard/vendors')],
  ...overrides,
})

describe('dashboardGreeting', () => {
  it('greets the member by first name', () => {
    expect(dashboardGreeting('Welcome back', memberViewer)).toBe('Welcome back, Dana')
  })

  it("falls back to 'Rep' without a first name", () => {
    expect(dashboardGreeting('Welcome back', namelessMemberViewer)).toBe('Welcome back, Rep')
    expect(dashboardGreeting('Welcome back', loggedOutViewer)).toBe('Welcome back, Rep')
  })

  it("uses 'Welcome back' when the greeting is empty", () => {
    expect(dashboardGreeting('  ', memberViewer)).toBe('Welcome back, Dana')
  })
})

describe('DashboardHeroBlock', () => {
  it("shows 'Welcome back, Dana' as the page h1", () => {
    render(<DashboardHeroBlock block={block()} viewer={memberViewer} isDashboard isFirst />)
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Dana' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Link a vendor account' })).toHaveAttribute('href', '/dashboard/vendors')
  })

  it("greets a member without a first name as 'Rep'", () => {
    render(
      <DashboardHeroBlock
        block={block({ greeting: 'Good to see you' })}
        viewer={namelessMemberViewer}
        isDashboard
        isFirst
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Good to see you, Rep' })).toBeInTheDocument()
  })

  it('shows a loading placeholder instead of the greeting while the session loads', () => {
    render(<DashboardHeroBlock block={block()} viewer={loadingViewer} isDashboard isFirst />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.queryByText(/Welcome back/)).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('uses the full-width dashboard layout', () => {
    const { container } = render(<DashboardHeroBlock block={block()} viewer={memberViewer} isDashboard isFirst />)
    expect(container.querySelector('section')).toHaveAttribute('data-layout', 'dashboard')
  })
})

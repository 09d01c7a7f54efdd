import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { DashboardShell } from './DashboardShell.client'

const navigation = vi.hoisted(() => ({ pathname: '/dashboard/vendors/odp/confirm' }))
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }))

function stubScreen(isWide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => ({ matches: isWide, media, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  navigation.pathname = '/dashboard/vendors/odp/confirm'
})

const sideNav = () => screen.getByRole('navigation', { name: 'Dashboard' })
const handle = () => screen.getByRole('button', { name: /side navigation$/ })

describe('DashboardShell', () => {
  it('shows the Dashboard button and both sections, marking the current item by path prefix', () => {
    stubScreen(true)
    render(<DashboardShell>Vendor page</DashboardShell>)
    const nav = within(sideNav())
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
    expect(nav.getByRole('list', { name: 'BUYING PROGRAMS' })).toBeInTheDocument()
    expect(nav.getByRole('list', { name: 'SERVICE CENTER' })).toBeInTheDocument()
    expect(nav.getByRole('link', { name: 'ODP Business Solutions' })).toHaveAttribute('aria-current', 'page')
    expect(nav.getByRole('link', { name: 'Dell Technologies' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('main')).toHaveTextContent('Vendor page')
  })

  it('marks the Dashboard button only on the dashboard home', () => {
    stubScreen(true)
    navigation.pathname = '/dashboard'
    render(<DashboardShell>Home</DashboardShell>)
    expect(within(sideNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  })

  it('starts expanded on a wide screen and the edge handle minimizes and expands it', async () => {
    stubScreen(true)
    const user = userEvent.setup()
    render(<DashboardShell>Home</DashboardShell>)
    expect(handle()).toHaveAccessibleName('Minimize side navigation')
    expect(handle()).toHaveAttribute('aria-expanded', 'true')
    expect(within(sideNav()).getByText('FedEx')).not.toHaveClass('sr-only')

    await user.click(handle())
    expect(handle()).toHaveAccessibleName('Expand side navigation')
    expect(handle()).toHaveAttribute('aria-expanded', 'false')
    // Minimized shows icons only; the labels still name the links.
    expect(within(sideNav()).getByText('FedEx')).toHaveClass('sr-only')
    expect(within(sideNav()).getByRole('link', { name: 'FedEx' })).toBeInTheDocument()

    await user.click(handle())
    expect(handle()).toHaveAccessibleName('Minimize side navigation')
  })

  it('starts collapsed on a narrow screen; expanded, it closes on Escape', async () => {
    stubScreen(false)
    const user = userEvent.setup()
    render(<DashboardShell>Home</DashboardShell>)
    expect(handle()).toHaveAccessibleName('Expand side navigation')
    expect(within(sideNav()).getByText('FedEx')).toHaveClass('sr-only')

    await user.click(handle())
    expect(handle()).toHaveAccessibleName('Minimize side navigation')
    expect(within(sideNav()).getByText('FedEx')).not.toHaveClass('sr-only')

    await user.keyboard('{Escape}')
    expect(handle()).toHaveAccessibleName('Expand side navigation')
  })

  it('on a narrow screen, comes before the links in the Tab order and closes when the focus leaves it', async () => {
    stubScreen(false)
    const user = userEvent.setup()
    render(
      <DashboardShell>
        <button type="button">Page link</button>
      </DashboardShell>,
    )
    await user.tab()
    expect(handle()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(handle()).toHaveAccessibleName('Minimize side navigation')
    const links = within(sideNav()).getAllByRole('link')
    for (const link of links) {
      await user.tab()
      expect(link).toHaveFocus()
    }
    expect(handle()).toHaveAccessibleName('Minimize side navigation')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Page link' })).toHaveFocus()
    expect(handle()).toHaveAccessibleName('Expand side navigation')
  })

  it('gives every item an icon of its own, since minimized the icons alone tell them apart', () => {
    stubScreen(false)
    render(<DashboardShell>Home</DashboardShell>)
    const links = within(sideNav()).getAllByRole('link')
    const drawings = links.map((link) => link.querySelector('svg')?.innerHTML ?? '')
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['Dashboard', 'My Profile', 'My Requests', 'Help Center']),
    )
    expect(drawings.every((drawing) => drawing !== '')).toBe(true)
    expect(new Set(drawings).size).toBe(links.length)
  })

  it('has no handle while the screen width is unknown, and leaves the width to CSS', () => {
    vi.stubGlobal('matchMedia', undefined)
    render(<DashboardShell>Home</DashboardShell>)
    expect(screen.queryByRole('button', { name: /side navigation$/ })).toBeNull()
    expect(within(sideNav()).getByText('FedEx')).toHaveClass('max-lg:sr-only')
  })
})

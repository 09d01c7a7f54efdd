import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'

import { computeAppState } from '@/features/app-state/app-state'
import { buildViewer } from '../../../../tests/factories/viewer'

import { UserMenu } from './UserMenu.client'

vi.mock('next/navigation', () => ({ usePathname: () => '/dashboard' }))

const member = buildViewer('MEMBER')

describe('UserMenu', () => {
  it("shows the member's initials on the avatar button", () => {
    render(<UserMenu appState={member} />)
    const button = screen.getByRole('button', { name: 'Account menu for Dana Ruiz' })
    expect(button).toHaveTextContent('DR')
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('leaves the initials out of the server’s HTML, which is shared by a whole audience, and keeps the name', () => {
    const html = renderToString(<UserMenu appState={member} />)
    expect(html).not.toContain('DR')
    expect(html).toContain('Account menu for Dana Ruiz')
    expect(html).toContain('<svg')
  })

  it('falls back to the email for initials when the member has no name', () => {
    const nameless = computeAppState({
      authUser: { id: 'usr_31', email: 'owner@harborcoffee.com', emailVerified: true },
      member: { firstName: null, lastName: null },
    })
    render(<UserMenu appState={nameless} />)
    expect(screen.getByRole('button', { name: /Account menu/ })).toHaveTextContent('OW')
  })

  it('opens a menu of uppercase labels pointing at their slugs', async () => {
    const user = userEvent.setup()
    render(<UserMenu appState={member} />)
    await user.click(screen.getByRole('button', { name: /Account menu/ }))
    expect(screen.getByRole('button', { name: /Account menu/ })).toHaveAttribute('aria-expanded', 'true')
    const items = screen.getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['MY DASHBOARD', 'MY PROFILE', 'HELP CENTER', 'LOG OUT'])
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard/my-account/profile',
      '/dashboard/help-center',
      '/log-out',
    ])
    expect(items[0]).toHaveFocus()
  })

  it('moves through the items with the arrow keys and closes on Escape, back on its button', async () => {
    const user = userEvent.setup()
    render(<UserMenu appState={member} />)
    const button = screen.getByRole('button', { name: /Account menu/ })
    button.focus()
    await user.keyboard('{ArrowDown}')
    const items = screen.getAllByRole('menuitem')
    expect(items[0]).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(items[2]).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(items[1]).toHaveFocus()
    await user.keyboard('{End}')
    expect(items[3]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(items[0]).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(button).toHaveFocus()
  })

  it('closes when clicking elsewhere', async () => {
    const user = userEvent.setup()
    render(
      <>
        <UserMenu appState={member} />
        <p>Elsewhere</p>
      </>,
    )
    await user.click(screen.getByRole('button', { name: /Account menu/ }))
    expect(screen.getByRole('menu')).toBeInTheDocument()
    await user.click(screen.getByText('Elsewhere'))
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it.each([
    ['a logged-out visitor', buildViewer('GUEST')],
    ['a guest session', buildViewer('ANON')],
  ])('is not shown to %s', (_, viewer) => {
    const { container } = render(<UserMenu appState={viewer} />)
    expect(container).toBeEmptyDOMElement()
  })
})

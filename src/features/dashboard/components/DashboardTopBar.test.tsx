import { act, fireEvent, render, screen } from '@testing-library/react'

import { type AppState, computeAppState, resetAppState } from '@/features/app-state/app-state'

import { DashboardTopBar } from './DashboardTopBar.client'

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/dashboard/vendors' }))
const live = vi.hoisted(() => ({ state: null as AppState | null }))
vi.mock('@/features/app-state/components/AppStateProvider.client', () => ({ useAppState: () => live.state }))
vi.mock('@/features/tracking/components/TrackerMount.client', () => ({ TrackerMount: () => null }))

const member = computeAppState({
  authUser: { id: 'u1', email: 'rep@brightsidebakery.com', emailVerified: true },
  member: { id: 'u1', firstName: 'Rep' },
})

beforeEach(() => {
  router.replace.mockReset()
  live.state = member
})

describe('DashboardTopBar', () => {
  it('sends a member signed out in another tab to sign-in, to come back to this page', () => {
    const { rerender } = render(<DashboardTopBar productName="EA Collective" />)
    expect(router.replace).not.toHaveBeenCalled()
    live.state = resetAppState()
    act(() => rerender(<DashboardTopBar productName="EA Collective" />))
    expect(router.replace).toHaveBeenCalledWith('/onboard/sign-in?returnTo=/dashboard/vendors')
  })

  it('stays when the member has typed on the page, so their words are not lost', () => {
    const { rerender } = render(<DashboardTopBar productName="EA Collective" />)
    const field = document.body.appendChild(document.createElement('textarea'))
    fireEvent.input(field, { target: { value: 'Half a survey answer' } })
    live.state = resetAppState()
    act(() => rerender(<DashboardTopBar productName="EA Collective" />))
    expect(router.replace).not.toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument()
    field.remove()
  })

  it('stays when the member has picked benefits in a form, so their picks are not lost', () => {
    const { rerender } = render(<DashboardTopBar productName="EA Collective" />)
    const form = document.body.appendChild(document.createElement('form'))
    const pill = form.appendChild(document.createElement('button'))
    pill.type = 'button'
    pill.setAttribute('aria-pressed', 'false')
    fireEvent.click(pill)
    live.state = resetAppState()
    act(() => rerender(<DashboardTopBar productName="EA Collective" />))
    expect(router.replace).not.toHaveBeenCalled()
    form.remove()
  })

  it('leaves this tab’s own Log Out to go home', () => {
    const { rerender } = render(<DashboardTopBar productName="EA Collective" />)
    // The click is seen; the test browser cannot follow the link.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true })
    fireEvent.click(screen.getByRole('link', { name: 'Log Out' }))
    live.state = resetAppState()
    act(() => rerender(<DashboardTopBar productName="EA Collective" />))
    expect(router.replace).not.toHaveBeenCalled()
  })
})

import { render, screen } from '@testing-library/react'

import VerifiedPage from './page'

const viewer = vi.hoisted(() => ({ appStatus: 'LOGGED_IN' as string }))
vi.mock('@/server/viewer', () => ({ getViewer: async () => ({ appStatus: viewer.appStatus }) }))
const redirect = vi.hoisted(() =>
  vi.fn((to: string) => {
    throw new Error(`NEXT_REDIRECT ${to}`)
  }),
)
vi.mock('next/navigation', () => ({ redirect }))

beforeEach(() => {
  viewer.appStatus = 'LOGGED_IN'
})

async function renderPage(searchParams: Record<string, string>) {
  render(await VerifiedPage({ searchParams: Promise.resolve(searchParams) }))
}

describe('the verified (email link return) screen', () => {
  it("says 'Your email has been verified.' and continues to the saved destination", async () => {
    await renderPage({ returnTo: '/my-dashboard/member-benefits' })
    expect(screen.getByRole('heading', { level: 1, name: 'Your email has been verified.' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'CONTINUE' })).toHaveAttribute('href', '/my-dashboard/member-benefits')
  })

  it('continues to pageSlug, or to the dashboard without one', async () => {
    await renderPage({ pageSlug: '/dashboard/vendors' })
    expect(screen.getByRole('link', { name: 'CONTINUE' })).toHaveAttribute('href', '/dashboard/vendors')
  })

  it('never continues off the site', async () => {
    await renderPage({ returnTo: 'https://evil.example.com' })
    expect(screen.getByRole('link', { name: 'CONTINUE' })).toHaveAttribute('href', '/dashboard')
  })

  it('sends someone not signed in to sign-in: the address opened by itself proves nothing', async () => {
    viewer.appStatus = 'LOGGED_OUT'
    await expect(renderPage({ returnTo: '/dashboard/benefits' })).rejects.toThrow(
      'NEXT_REDIRECT /onboard/sign-in?returnTo=/dashboard/benefits',
    )
  })

  it('lets a signed-in member whose link was used continue, without asking them to log in', async () => {
    await renderPage({ error: 'INVALID_TOKEN', returnTo: '/dashboard/benefits' })
    expect(screen.getByRole('heading', { level: 1, name: 'Expired or invalid magic Link.' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'CONTINUE' })).toHaveAttribute('href', '/dashboard/benefits')
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull()
  })

  it("says 'Expired or invalid magic Link.' when the link came back with an error", async () => {
    viewer.appStatus = 'LOGGED_OUT'
    await renderPage({ error: 'INVALID_TOKEN', returnTo: '/dashboard/benefits' })
    expect(screen.getByRole('heading', { level: 1, name: 'Expired or invalid magic Link.' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'CONTINUE' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/onboard/sign-in?returnTo=/dashboard/benefits',
    )
  })
})

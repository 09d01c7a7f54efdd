import { render, screen } from '@testing-library/react'

import VerifiedPage from './page'

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

  it("says 'Expired or invalid magic Link.' when the link came back with an error", async () => {
    await renderPage({ error: 'INVALID_TOKEN', returnTo: '/dashboard/benefits' })
    expect(screen.getByRole('heading', { level: 1, name: 'Expired or invalid magic Link.' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'CONTINUE' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/onboard/sign-in?returnTo=/dashboard/benefits',
    )
  })
})

import { render, screen } from '@testing-library/react'

import PlusConfirmationPage from './page'

const viewer = vi.hoisted(() => ({ userType: 'PLUS' as string }))
vi.mock('@/server/session', () => ({ requireMember: async () => ({ userType: viewer.userType }) }))
vi.mock('@/server/content', () => ({ getGlobal: async () => ({ productName: 'EA Collective' }) }))
const redirect = vi.hoisted(() =>
  vi.fn((to: string) => {
    throw new Error(`NEXT_REDIRECT ${to}`)
  }),
)
vi.mock('next/navigation', () => ({ redirect }))

beforeEach(() => {
  viewer.userType = 'PLUS'
})

describe('the Plus confirmation', () => {
  it("welcomes a Plus member with the spec's two cards", async () => {
    render(await PlusConfirmationPage())
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Plus' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Activate deals/ })).toHaveAttribute('href', '/dashboard/vendors')
    expect(screen.getByRole('link', { name: /Go to benefits/ })).toHaveAttribute('href', '/my-dashboard/member-benefits')
  })

  it('sends a member who has not upgraded to the upgrade form instead of welcoming them', async () => {
    viewer.userType = 'MEMBER'
    await expect(PlusConfirmationPage()).rejects.toThrow('NEXT_REDIRECT /onboard/legacy-create-business-account')
  })
})

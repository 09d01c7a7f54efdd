import { render, screen } from '@testing-library/react'

import { clearBusinessState, setBusinessState } from '@/features/app-state/business-state'
import { buildViewer, loadingViewer } from '../../../../tests/factories/viewer'

import { membershipLabel, nextSteps } from '../member-overview'

import { MemberOverviewView } from './MemberOverview.client'
import { MemberOverviewHero } from './MemberOverviewHero'

vi.mock('@/features/auth/client', () => ({ authClient: { sendVerificationEmail: vi.fn() } }))

const unverifiedMember = { ...buildViewer('MEMBER'), emailVerified: false }
const plus = buildViewer('PLUS')
const plusBusiness = setBusinessState({
  businessAccountId: 'ba_brightside_204',
  businessDetails: { company: 'Brightside Bakery' },
})

describe('membershipLabel and nextSteps', () => {
  it('is PLUS for business account holders and MEMBER otherwise', () => {
    expect(membershipLabel(plus)).toBe('PLUS')
    expect(membershipLabel(buildViewer('MEMBER'))).toBe('MEMBER')
  })

  it('asks to verify the email first, then to upgrade (members) or activate deals (Plus)', () => {
    expect(nextSteps(unverifiedMember)).toEqual(['verify-email', 'upgrade-to-plus'])
    expect(nextSteps(buildViewer('MEMBER'))).toEqual(['upgrade-to-plus'])
    expect(nextSteps(plus)).toEqual(['activate-deals'])
  })
})

describe('MemberOverviewView', () => {
  it('greets the member by first name and shows MEMBER with the verify and upgrade steps', () => {
    render(
      <MemberOverviewView
        appState={unverifiedMember}
        businessState={clearBusinessState()}
        hero={<MemberOverviewHero viewer={unverifiedMember} />}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Dana' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Membership status' })).toHaveTextContent('MEMBER')
    expect(screen.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute(
      'href',
      '/onboard/legacy-create-business-account',
    )
  })

  it('shows PLUS with the company and the cash back step', () => {
    render(<MemberOverviewView appState={plus} businessState={plusBusiness} />)
    const status = screen.getByRole('region', { name: 'Membership status' })
    expect(status).toHaveTextContent('PLUS')
    expect(status).toHaveTextContent('Brightside Bakery')
    expect(screen.getByRole('link', { name: 'Activate deals' })).toHaveAttribute('href', '/dashboard/vendors')
    expect(screen.queryByRole('link', { name: 'Upgrade to Plus' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'RESEND VERIFICATION EMAIL' })).toBeNull()
  })

  it('keeps the company’s line while a Plus member’s business state is on its way, and fills it in', () => {
    const { rerender } = render(<MemberOverviewView appState={plus} businessState={clearBusinessState()} />)
    const status = screen.getByRole('region', { name: 'Membership status' })
    expect(status).toHaveTextContent('PLUS')
    expect(screen.getByTestId('company-pending')).toHaveAttribute('aria-hidden', 'true')
    rerender(<MemberOverviewView appState={plus} businessState={plusBusiness} />)
    expect(screen.queryByTestId('company-pending')).toBeNull()
    expect(status).toHaveTextContent('Brightside Bakery')
  })

  it('has no company line for a member without a business account', () => {
    render(<MemberOverviewView appState={buildViewer('MEMBER')} businessState={clearBusinessState()} />)
    expect(screen.queryByTestId('company-pending')).toBeNull()
  })

  it('shows a loading placeholder, not a status, while the session loads', () => {
    const loading = loadingViewer()
    render(
      <MemberOverviewView
        appState={loading}
        businessState={clearBusinessState()}
        hero={<MemberOverviewHero viewer={buildViewer('MEMBER')} />}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Membership status' })).toBeNull()
  })
})

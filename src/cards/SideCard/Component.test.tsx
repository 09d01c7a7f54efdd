import { render, screen } from '@testing-library/react'

import { seedButton } from '@/seed/buttons'

import { asDoc } from '../../../tests/factories/doc'
import { buildSideCard } from '../../../tests/factories/side-card'
import { buildViewer, loadingViewer } from '../../../tests/factories/viewer'
import { SideCard } from './Component'

describe('SideCard', () => {
  it('shows its title, subtitle and call to action', () => {
    render(<SideCard doc={asDoc('side-cards', buildSideCard())} viewer={buildViewer('GUEST')} />)
    expect(screen.getByRole('heading', { name: 'Apply for the $5,000 technology grant' })).toBeInTheDocument()
    expect(screen.getByText('Applications for this quarter close on March 31.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/community/grant-competition')
  })

  it("gives the call to action the viewer's own label and destination", () => {
    const cta = seedButton('Join the Collective', '/onboard/sign-up', {
      perUserType: [
        { userType: 'GUEST', label: 'Join the Collective', href: '/onboard/sign-up' },
        { userType: 'PLUS', label: 'See your benefits', href: '/my-dashboard/member-benefits' },
      ],
    })
    const doc = asDoc('side-cards', buildSideCard({ homeSideCardCta: [cta] }))
    render(<SideCard doc={doc} viewer={buildViewer('PLUS')} />)
    expect(screen.getByRole('link', { name: 'See your benefits' })).toHaveAttribute(
      'href',
      '/my-dashboard/member-benefits',
    )
  })

  it('shows no call to action while the session is loading', () => {
    render(<SideCard doc={asDoc('side-cards', buildSideCard())} viewer={loadingViewer()} />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})

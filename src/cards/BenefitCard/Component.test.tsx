import { render, screen, within } from '@testing-library/react'

import { asDoc } from '../../../tests/factories/doc'
import { buildBenefit } from '../../../tests/factories/benefit'
import { buildLogoDoc } from '../../../tests/factories/media'
import { buildViewer, loadingViewer } from '../../../tests/factories/viewer'
import { BenefitCard } from './Component'

const payrollPage = asDoc('pages', {
  pageName: 'Payroll and HR benefits',
  pagePath: 'what-we-offer/benefits',
  slug: 'payroll',
  url: '/what-we-offer/benefits/payroll',
  pageCategory: 'DEFAULT',
  layout: [],
})
const dashboardPage = asDoc('pages', { pageName: 'Benefits', pagePath: 'dashboard', slug: 'benefits', layout: [] })

const benefit = (overrides: Parameters<typeof buildBenefit>[0] = {}) =>
  asDoc('benefits', buildBenefit({ inPage: [payrollPage, dashboardPage], ...overrides }))

const titleLink = () => screen.getByRole('link', { name: 'Gusto Payroll' })

describe('BenefitCard links', () => {
  it('links a benefit card to /dashboard/benefits/{benefitSlug}', () => {
    render(<BenefitCard doc={benefit()} viewer={buildViewer('GUEST')} variant="card" />)
    expect(titleLink()).toHaveAttribute('href', '/dashboard/benefits/gusto-payroll')
  })

  it('links an indexed benefit card to /{pagePath}/{slug} of its first linked page', () => {
    render(<BenefitCard doc={benefit()} viewer={buildViewer('GUEST')} variant="indexed" />)
    expect(titleLink()).toHaveAttribute('href', '/what-we-offer/benefits/payroll')
  })

  it('links an in-page benefit to /{pagePath}/{benefitSlug}/{slug}', () => {
    render(<BenefitCard doc={benefit()} viewer={buildViewer('GUEST')} variant="inPage" />)
    expect(titleLink()).toHaveAttribute('href', '/what-we-offer/benefits/gusto-payroll/payroll')
  })

  it("uses the benefit's own component setting when the block names no variant", () => {
    render(<BenefitCard doc={benefit({ component: 'indexed' })} viewer={buildViewer('GUEST')} />)
    expect(titleLink()).toHaveAttribute('href', '/what-we-offer/benefits/payroll')
  })

  it('skips linked pages that were not populated and falls back to the benefit card link', () => {
    render(<BenefitCard doc={benefit({ inPage: [payrollPage.id] })} viewer={buildViewer('GUEST')} variant="indexed" />)
    expect(titleLink()).toHaveAttribute('href', '/dashboard/benefits/gusto-payroll')
  })
})

describe('BenefitCard content', () => {
  it('shows the perk, the value and the partner logos', () => {
    const logos = [buildLogoDoc('Gusto'), buildLogoDoc('Gusto Wallet')]
    render(<BenefitCard doc={benefit({ benefitLogos: logos })} viewer={buildViewer('GUEST')} />)
    expect(screen.getByText('3 months free payroll')).toBeInTheDocument()
    expect(screen.getByText('Up to $540 value')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Gusto logo' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Gusto Wallet logo' })).toBeInTheDocument()
  })

  it('prefers the card headline and value over the perk and value when set', () => {
    render(
      <BenefitCard
        doc={benefit({ benefitCardHeadline: 'Free payroll until summer', benefitCardValue: 'Save $540' })}
        viewer={buildViewer('GUEST')}
      />,
    )
    expect(screen.getByText('Free payroll until summer')).toBeInTheDocument()
    expect(screen.getByText('Save $540')).toBeInTheDocument()
    expect(screen.queryByText('3 months free payroll')).not.toBeInTheDocument()
  })

  it('shows the partner logo with its own alternative text when there are no card logos', () => {
    const partnerLogo = buildLogoDoc('Gusto')
    render(
      <BenefitCard
        doc={benefit({ benefitPartnerLogo: partnerLogo, benefitPartnerLogoAlt: 'Gusto, payroll partner' })}
        viewer={buildViewer('GUEST')}
      />,
    )
    expect(screen.getByRole('img', { name: 'Gusto, payroll partner' })).toBeInTheDocument()
  })

  it('clamps the card copy to 5 lines', () => {
    render(<BenefitCard doc={benefit()} viewer={buildViewer('GUEST')} />)
    expect(screen.getByText(/Run payroll in a few minutes/)).toHaveClass('line-clamp-5')
  })

  it('falls back to the partner name as the title', () => {
    render(<BenefitCard doc={benefit({ benefitCardTitle: null })} viewer={buildViewer('GUEST')} />)
    expect(screen.getByRole('link', { name: 'Gusto' })).toHaveAttribute('href', '/dashboard/benefits/gusto-payroll')
  })

  it('keeps the card within the 470px card width', () => {
    const { container } = render(<BenefitCard doc={benefit()} viewer={buildViewer('GUEST')} />)
    expect(container.querySelector('[data-card="benefit"]')).toHaveClass('w-full', 'max-w-card-max')
  })

  it('uses the fixed 268px card width in rows', () => {
    const { container } = render(<BenefitCard doc={benefit()} viewer={buildViewer('GUEST')} size="fixed" />)
    expect(container.querySelector('[data-card="benefit"]')).toHaveClass('sm:w-card')
  })
})

describe('BenefitCard call to action per user type', () => {
  const signUp = '/onboard/sign-up?pageSlug=/my-dashboard/member-benefits'
  const cases = [
    { userType: 'ANON', label: 'Join Collective', href: signUp },
    { userType: 'GUEST', label: 'Join Collective', href: signUp },
    { userType: 'MEMBER', label: 'Get Access', href: '/my-dashboard/member-benefits' },
    { userType: 'PLUS', label: 'Member Benefits', href: '/my-dashboard/member-benefits' },
  ] as const

  it.each(cases)('shows $userType "$label" going to $href', ({ userType, label, href }) => {
    const viewer = buildViewer(userType)
    expect(viewer.userType).toBe(userType)
    const { container } = render(<BenefitCard doc={benefit()} viewer={viewer} />)
    const card = within(container.querySelector('article')!)
    const cta = card.getByRole('link', { name: `${label} – Gusto Payroll` })
    expect(cta).toHaveAttribute('href', href)
    expect(card.getAllByRole('link')).toHaveLength(2)
  })

  it('shows no call to action while the session is loading', () => {
    render(<BenefitCard doc={benefit()} viewer={loadingViewer()} />)
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.queryByText('Join Collective')).not.toBeInTheDocument()
  })
})

import { render, screen, within } from '@testing-library/react'

import { COPY_LINK_LABEL } from '@/blocks/ShareCard/messages'

import { buildAuthor } from '../../../../tests/factories/author'
import { buildBenefit } from '../../../../tests/factories/benefit'
import { asDoc } from '../../../../tests/factories/doc'
import { buildEvent } from '../../../../tests/factories/event'
import { buildGuide } from '../../../../tests/factories/guide'
import { buildMediaDoc } from '../../../../tests/factories/media'
import { buildRead } from '../../../../tests/factories/read'
import { buildResource } from '../../../../tests/factories/resource'
import { buildViewer, loadingViewer } from '../../../../tests/factories/viewer'

import { BenefitDetail } from './BenefitDetail'
import { ADD_TO_CALENDAR_LABEL, COMPLETED_NOTE, EventDetail, JOIN_ONLINE_LABEL } from './EventDetail'
import { GuideArticle } from './GuideArticle'
import { JsonLd } from './JsonLd'
import { ReadArticle, RELATED_HEADING, SHARE_HEADING } from './ReadArticle'
import { ResourceDetail } from './ResourceDetail'

const author = asDoc('authors', {
  ...buildAuthor(),
  photo: buildMediaDoc({ altText: 'Maya Chen', filename: 'maya-chen.jpg' }),
})

describe('ReadArticle', () => {
  const read = asDoc('reads', buildRead({ author }))
  const related = [
    asDoc('reads', buildRead({ readCardTitle: 'Paying yourself as an S corporation owner', slug: 's-corp-pay' })),
    asDoc('reads', buildRead({ readCardTitle: 'A cybersecurity routine for teams under 25', slug: 'cyber' })),
  ]

  it('shows the title, subtitle, tags, author, date and the article', () => {
    render(<ReadArticle read={read} related={related} viewer={buildViewer('GUEST')} />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Five ways to cut shipping costs before peak season' }),
    ).toBeInTheDocument()
    const header = within(screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement)
    expect(header.getByText('Small changes to packaging and pickups add up fast')).toBeInTheDocument()
    expect(header.getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['Shipping', 'Operations'])
    expect(header.getByText('Maya Chen')).toBeInTheDocument()
    expect(header.getByText('March 2, 2026')).toHaveAttribute('datetime', '2026-03-02T14:00:00.000Z')
    expect(screen.getByRole('heading', { level: 2, name: '1. Measure your boxes again' })).toBeInTheDocument()
  })

  it('introduces the author with photo and bio', () => {
    render(<ReadArticle read={read} viewer={buildViewer('GUEST')} />)
    const about = screen.getByRole('complementary', { name: 'About the author' })
    expect(within(about).getByText('Maya Chen')).toBeInTheDocument()
    expect(within(about).getByText(/ran procurement for a 40-person design studio/)).toBeInTheDocument()
    expect(within(about).getByRole('img', { name: 'Maya Chen' })).toBeInTheDocument()
  })

  it('offers a share card and related reads', () => {
    render(<ReadArticle read={read} related={related} viewer={buildViewer('GUEST')} />)
    const share = screen.getByRole('region', { name: SHARE_HEADING })
    expect(within(share).getByRole('button', { name: COPY_LINK_LABEL })).toBeInTheDocument()
    const more = screen.getByRole('region', { name: RELATED_HEADING })
    expect(within(more).getByRole('link', { name: 'Paying yourself as an S corporation owner' })).toHaveAttribute(
      'href',
      '/resources/reads/s-corp-pay',
    )
  })

  it('leaves out what the read does not have', () => {
    render(
      <ReadArticle
        read={asDoc('reads', buildRead({ author: null, publishedAt: null }))}
        viewer={buildViewer('GUEST')}
      />,
    )
    expect(screen.queryByRole('complementary')).toBeNull()
    expect(screen.queryByRole('region', { name: RELATED_HEADING })).toBeNull()
    expect(screen.queryByText(/^By /)).toBeNull()
  })
})

describe('ResourceDetail', () => {
  it('lists every file with a Download button, the Partnership sticker and the source', () => {
    const resource = asDoc(
      'resources',
      buildResource({
        isFeatured: true,
        resourceSourceUrl: 'https://www.sba.gov/business-guide/plan-your-business/calculate-your-startup-costs',
        resourceFiles: [
          { assetType: 'PDF', url: '/cms-api/media/file/budget.pdf', fileName: 'budget.pdf', size: 182_400 },
          { assetType: 'SPREADSHEET', url: '/downloads/annual-budget-template.csv', fileName: null, size: 2157 },
          { assetType: 'LINK', url: null, fileName: 'not-uploaded.pdf' },
        ],
      }),
    )
    render(<ResourceDetail resource={resource} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Small business budget template' })).toBeInTheDocument()
    expect(screen.getByText('Partnership')).toBeInTheDocument()
    const files = within(screen.getByRole('region', { name: 'Files' })).getAllByRole('listitem')
    expect(files).toHaveLength(2)
    expect(within(files[0]).getByText('PDF · 178 KB')).toBeInTheDocument()
    expect(within(files[0]).getByRole('button', { name: 'Download – budget.pdf' })).toBeInTheDocument()
    expect(within(files[1]).getByRole('button', { name: 'Download – supportDoc.pdf' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /EA Collective/ })).toHaveAttribute('target', '_blank')
  })

  it('opens the source address when there is no file', () => {
    const resource = asDoc(
      'resources',
      buildResource({
        resourceFiles: [],
        resourceCtaLabel: 'Open on SBA.gov',
        resourceSourceUrl: 'https://www.sba.gov/business-guide/manage-your-business/hire-manage-employees',
      }),
    )
    render(<ResourceDetail resource={resource} />)
    expect(screen.queryByRole('region', { name: 'Files' })).toBeNull()
    expect(screen.queryByText('Partnership')).toBeNull()
    expect(screen.getByRole('link', { name: /^Open on SBA.gov/ })).toHaveAttribute(
      'href',
      'https://www.sba.gov/business-guide/manage-your-business/hire-manage-employees',
    )
  })
})

describe('EventDetail', () => {
  it('shows type, start in the event’s zone, duration and the join link of an upcoming event', () => {
    render(<EventDetail event={asDoc('events', buildEvent())} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Grant application office hours' })).toBeInTheDocument()
    expect(screen.getByText('Office hours')).toBeInTheDocument()
    expect(screen.getByText('Mar 4, 6:30 PM EST')).toHaveAttribute('datetime', '2026-03-04T23:30:00.000Z')
    expect(screen.getByText('1 hr')).toBeInTheDocument()
    expect(screen.getByText('Online')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: new RegExp(`^${JOIN_ONLINE_LABEL}`) })).toHaveAttribute(
      'href',
      'https://discord.com/events/ea-collective/grant-office-hours',
    )
    expect(screen.getByRole('link', { name: ADD_TO_CALENDAR_LABEL })).toHaveAttribute(
      'href',
      '/community/events/grant-application-office-hours-march/calendar.ics',
    )
    expect(screen.queryByText('COMPLETED')).toBeNull()
  })

  it('marks a completed event COMPLETED and no longer offers to join', () => {
    render(
      <EventDetail
        event={asDoc('events', buildEvent({ eventCompleteStatus: true, location: 'Native Hostel, Austin, TX' }))}
      />,
    )
    expect(screen.getByText('COMPLETED')).toBeInTheDocument()
    expect(screen.getByText(COMPLETED_NOTE)).toBeInTheDocument()
    expect(screen.getByText('Native Hostel, Austin, TX')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: new RegExp(JOIN_ONLINE_LABEL) })).toBeNull()
    expect(screen.queryByRole('link', { name: ADD_TO_CALENDAR_LABEL })).toBeNull()
  })
})

describe('GuideArticle', () => {
  it('shows the guide under its title', () => {
    render(<GuideArticle guide={asDoc('guides', buildGuide())} isDashboard />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Set up your ODP business account in ten minutes' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Before you start' })).toBeInTheDocument()
    expect(screen.getByText('The email address invoices should go to')).toBeInTheDocument()
  })
})

describe('BenefitDetail', () => {
  const benefit = asDoc('benefits', buildBenefit())

  it.each([
    ['GUEST', 'Join Collective', '/onboard/sign-up?pageSlug=/my-dashboard/member-benefits'],
    ['ANON', 'Join Collective', '/onboard/sign-up?pageSlug=/my-dashboard/member-benefits'],
    ['MEMBER', 'Get Access', '/my-dashboard/member-benefits'],
    ['PLUS', 'Member Benefits', '/my-dashboard/member-benefits'],
  ] as const)('offers %s viewers "%s"', (userType, label, href) => {
    render(<BenefitDetail benefit={benefit} viewer={buildViewer(userType)} />)
    expect(screen.getByRole('link', { name: `${label} – Gusto Payroll` })).toHaveAttribute('href', href)
  })

  it('shows the perk, the value and the details, and no call to action while the session loads', () => {
    render(<BenefitDetail benefit={benefit} viewer={loadingViewer()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Payroll your team will thank you for' })).toBeInTheDocument()
    expect(screen.getByText('3 months free payroll')).toBeInTheDocument()
    expect(screen.getByText('Up to $540 value')).toBeInTheDocument()
    expect(screen.getByText('Free migration of your payroll history')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('falls back to the card copy without rich text', () => {
    render(
      <BenefitDetail
        benefit={asDoc('benefits', buildBenefit({ benefitRichText: null, benefitHeadline: null }))}
        viewer={buildViewer('GUEST')}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Gusto Payroll' })).toBeInTheDocument()
    expect(screen.getByText(/Run payroll in a few minutes/)).toBeInTheDocument()
  })
})

describe('JsonLd', () => {
  it('escapes "<" so CMS text cannot close the script element', () => {
    const { container } = render(<JsonLd data={{ headline: '</script><script>alert(1)</script>' }} />)
    const script = container.querySelector('script[type="application/ld+json"]')
    expect(script?.innerHTML).not.toContain('</script>')
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ headline: '</script><script>alert(1)</script>' })
  })
})

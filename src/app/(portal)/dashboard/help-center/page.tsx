import { ArrowRight } from '@/components/icons/arrow-right'
import { ExternalLink } from '@/components/icons/external-link'
import type { Metadata } from 'next'
import { Link } from '@/components/Link'

import { FaqItem } from '@/cards/FaqItem/Component'
import { buttonClassName } from '@/components/ui/button-styles'
import { DashboardPageHeader } from '@/features/dashboard/components/DashboardPageHeader'
import { HELP_CENTER_PATH, dashboardGuideHref } from '@/lib/portal-links'
import { getGlobal, listDocs } from '@/server/content'
import { helpCenterUrlOf } from '@/server/help-center'
import { requireMember } from '@/server/session'

export const metadata: Metadata = { title: 'Help Center' }

/** Help articles (the guides) and FAQs from the CMS, and the way to reach the team. */
export default async function HelpCenterPage() {
  await requireMember({ returnTo: HELP_CENTER_PATH })
  const [settings, guides, faqs] = await Promise.all([
    getGlobal('site-settings'),
    listDocs('guides', { limit: 100, sort: 'guideCardTitle', depth: 0 }),
    listDocs('faqs', { limit: 100, sort: 'faqName', depth: 0 }),
  ])
  const helpCenterUrl = helpCenterUrlOf(settings)

  return (
    <div className="flex flex-col gap-10 dashboard-gutter py-8">
      <DashboardPageHeader eyebrow="Service center" title="Help Center">
        <p>Answers to the questions members ask most, step-by-step guides, and the team behind them.</p>
      </DashboardPageHeader>

      <section aria-labelledby="help-articles" className="flex flex-col gap-4">
        <h2 id="help-articles" className="text-2xl font-extrabold text-brand-900">
          Help articles
        </h2>
        {guides.docs.length ? (
          <ul className="grid gap-3 md:grid-cols-2">
            {guides.docs.map((guide) => (
              <li key={guide.id}>
                <Link
                  href={dashboardGuideHref(guide.guideSlug)}
                  className="flex min-h-button-h items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50"
                  data-track-id={`help-${guide.guideSlug}`}
                  data-track-label={guide.guideCardTitle}
                  data-track-href={dashboardGuideHref(guide.guideSlug)}
                  data-track-context="dashboard/help-center"
                >
                  {guide.guideCardTitle}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">Our help articles are being written. The help centre below answers everything meanwhile.</p>
        )}
      </section>

      <section aria-labelledby="help-faqs" className="flex max-w-3xl flex-col gap-2">
        <h2 id="help-faqs" className="text-2xl font-extrabold text-brand-900">
          Frequently asked questions
        </h2>
        {faqs.docs.length ? (
          faqs.docs.map((faq) => <FaqItem key={faq.id} doc={faq} trackContext="dashboard/help-center" />)
        ) : (
          <p className="text-muted">No questions here yet: ask us directly below.</p>
        )}
      </section>

      <section
        aria-labelledby="help-contact"
        className="flex max-w-3xl flex-col gap-3 rounded-2xl border border-line bg-white p-6 shadow-sm"
      >
        <h2 id="help-contact" className="text-2xl font-extrabold text-brand-900">
          Contact the team
        </h2>
        <p className="text-ink">
          Our member services team answers through the help centre within two business days. Tell us your
          company name and what you need; for a vendor account, include the program and the account number.
        </p>
        <a
          href={helpCenterUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName('primary', 'light', 'self-start')}
          data-track-id="help-center-contact"
          data-track-label="Contact us"
          data-track-href={helpCenterUrl}
          data-track-context="dashboard/help-center"
        >
          Contact us
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (opens the help centre in a new tab)</span>
        </a>
      </section>
    </div>
  )
}

import type { Metadata } from 'next'

import { RenderBlocks } from '@/blocks/registry'
import { renderCard } from '@/cards/registry'
import { DashboardPageHeader } from '@/features/dashboard/components/DashboardPageHeader'
import { DASHBOARD_BENEFITS_PATH } from '@/lib/portal-links'
import { getGlobal, getPageByUrl, listDocs } from '@/server/content'
import { requireMember } from '@/server/session'

export const metadata: Metadata = { title: 'Member benefits' }

const GRID = 'grid grid-cols-[repeat(auto-fill,minmax(min(268px,100%),1fr))] justify-items-center gap-6'

/**
 * Every current partner benefit, each opening its detail page; then the blocks operators keep on
 * the CMS page at this address (how requesting works, the benefits request form).
 */
export default async function BenefitsPage() {
  const viewer = await requireMember({ returnTo: DASHBOARD_BENEFITS_PATH })
  const [{ docs: benefits }, page, settings] = await Promise.all([
    listDocs('benefits', { limit: 100, sort: 'benefitPartnerName', depth: 1 }),
    getPageByUrl(DASHBOARD_BENEFITS_PATH),
    getGlobal('site-settings'),
  ])
  return (
    <div className="flex flex-col gap-8 dashboard-gutter py-8">
      <DashboardPageHeader eyebrow="Service center" title="Member benefits">
        <p>
          Offers from partners we have vetted for small businesses. Open one to see the details, then request the ones
          you want: the partner emails you the offer, usually within two business days.
        </p>
      </DashboardPageHeader>
      {benefits.length ? (
        <ul className={GRID} aria-label="Benefits">
          {benefits.map((benefit) => (
            <li key={benefit.id} className="flex w-full justify-center">
              {renderCard(benefit, 'benefits', viewer, { headingLevel: 'h2' })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">New partner offers are on their way. Check back soon.</p>
      )}
      {page && (
        <div className="-mx-4 sm:-mx-8">
          <RenderBlocks
            blocks={page.layout}
            viewer={viewer}
            isDashboard
            isPageStart={false}
            siteSettings={{ iframeAllowList: settings.iframeAllowList ?? [] }}
          />
        </div>
      )}
    </div>
  )
}

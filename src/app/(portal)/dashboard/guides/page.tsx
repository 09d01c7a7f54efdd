import type { Metadata } from 'next'

import { renderCard } from '@/cards/registry'
import { DashboardPageHeader } from '@/features/dashboard/components/DashboardPageHeader'
import { DASHBOARD_GUIDES_PATH } from '@/lib/portal-links'
import { listDocs } from '@/server/content'
import { requireMember } from '@/server/session'

export const metadata: Metadata = { title: 'Guides' }

const GRID = 'grid grid-cols-[repeat(auto-fill,minmax(min(268px,100%),1fr))] justify-items-center gap-6'

/** The members' guides: step-by-step help with the programs and benefits. */
export default async function GuidesPage() {
  const viewer = await requireMember({ returnTo: DASHBOARD_GUIDES_PATH })
  const { docs: guides } = await listDocs('guides', { limit: 100, sort: 'guideCardTitle', depth: 1 })
  return (
    <div className="flex flex-col gap-8 dashboard-gutter py-8">
      <DashboardPageHeader eyebrow="Service center" title="Guides">
        <p>Step-by-step help with the buying programs: linking accounts, ordering and getting the most from them.</p>
      </DashboardPageHeader>
      {guides.length ? (
        <ul className={GRID} aria-label="Guides">
          {guides.map((guide) => (
            <li key={guide.id} className="flex w-full justify-center">
              {renderCard(guide, 'guides', viewer, { headingLevel: 'h2' })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">Our first guides are being written. Check back soon.</p>
      )}
    </div>
  )
}

import { ArrowRight } from '@/components/icons/arrow-right'
import type { Metadata } from 'next'
import { Link } from '@/components/Link'

import { buttonClassName } from '@/components/ui/button-styles'
import { ProgramBadge } from '@/features/vendor-accounts/components/ProgramBadge.client'
import { VENDOR_PROGRAM_SLUGS, VENDOR_PROGRAMS } from '@/features/vendor-accounts/programs'
import { DASHBOARD_VENDOR_PATHS, DASHBOARD_VENDORS_PATH } from '@/lib/portal-links'
import { requireMember } from '@/server/session'

export const metadata: Metadata = { title: 'Buying programs' }

/** The three buying programs, each with its live connection badge. */
export default async function VendorsPage() {
  await requireMember({ returnTo: DASHBOARD_VENDORS_PATH })
  return (
    <div className="flex flex-col gap-8 dashboard-gutter py-8">
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="text-3xl font-extrabold text-brand-900">Buying programs</h1>
        <p className="text-lg text-muted">
          Link the accounts your business already buys with and program pricing is added to them. A new link shows
          PENDING until our team confirms it, then CONNECTED.
        </p>
      </header>
      <ul className="grid gap-6 lg:grid-cols-3">
        {VENDOR_PROGRAM_SLUGS.map((slug) => {
          const program = VENDOR_PROGRAMS[slug]
          return (
            <li key={slug}>
              <section
                aria-labelledby={`program-${slug}`}
                className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-white p-6 shadow-sm"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id={`program-${slug}`} className="text-xl font-bold text-brand-900">
                    {program.name}
                  </h2>
                  <ProgramBadge program={slug} />
                </div>
                <p className="flex-1 text-muted">{program.summary}</p>
                <Link
                  href={DASHBOARD_VENDOR_PATHS[slug]}
                  className={buttonClassName('primary', 'light', 'self-start')}
                  data-track-id={`program-${slug}`}
                  data-track-label={program.name}
                  data-track-href={DASHBOARD_VENDOR_PATHS[slug]}
                  data-track-context="dashboard/vendors"
                >
                  Open program<span className="sr-only">: {program.name}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </section>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

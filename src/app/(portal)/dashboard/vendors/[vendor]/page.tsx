import { ArrowRight } from '@/components/icons/arrow-right'
import type { Metadata } from 'next'
import { Link } from '@/components/Link'
import { notFound } from 'next/navigation'

import { ProgramAccounts } from '@/features/vendor-accounts/components/ProgramAccounts.client'
import { ProgramActions } from '@/features/vendor-accounts/components/ProgramActions.client'
import { ProgramBadge } from '@/features/vendor-accounts/components/ProgramBadge.client'
import { isVendorProgramSlug, VENDOR_PROGRAMS } from '@/features/vendor-accounts/programs'
import { NOT_FOUND_METADATA } from '@/lib/page-title'
import {
  DASHBOARD_CATALOGUE_PATH,
  DASHBOARD_VENDOR_PATHS,
  dashboardGuideHref,
  vendorConfirmHref,
} from '@/lib/portal-links'
import { requireMember } from '@/server/session'
import { programAccessOf } from '@/server/vendor-accounts'
import { getViewerBusinessState } from '@/server/viewer'

interface Props {
  params: Promise<{ vendor: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { vendor } = await params
  return isVendorProgramSlug(vendor) ? { title: VENDOR_PROGRAMS[vendor].name } : NOT_FOUND_METADATA
}

const linkClass = 'inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4'

/**
 * A buying program: what it gives, how to use it, the member's linked accounts and its
 * member-only actions (rendered here only when the business holds a connected account).
 */
export default async function VendorProgramPage({ params }: Props) {
  const { vendor } = await params
  if (!isVendorProgramSlug(vendor)) notFound()
  await requireMember({ returnTo: DASHBOARD_VENDOR_PATHS[vendor] })
  const program = VENDOR_PROGRAMS[vendor]
  const initialAccess = programAccessOf(await getViewerBusinessState(), vendor)

  return (
    <div className="flex flex-col gap-10 dashboard-gutter py-8">
      <header className="flex max-w-3xl flex-col gap-3">
        <p className="text-sm font-semibold tracking-wider text-muted uppercase">Buying program</p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-extrabold text-brand-900">{program.name}</h1>
          <ProgramBadge program={vendor} />
        </div>
        <p className="text-lg text-muted">{program.summary}</p>
      </header>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="program-benefits" className="flex flex-col gap-3">
          <h2 id="program-benefits" className="text-2xl font-extrabold text-brand-900">
            What you get
          </h2>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-ink">
            {program.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="program-steps" className="flex flex-col gap-3">
          <h2 id="program-steps" className="text-2xl font-extrabold text-brand-900">
            How to use it
          </h2>
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-ink">
            {program.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>

      <ProgramActions program={vendor} initialAccess={initialAccess} />
      <ProgramAccounts program={vendor} confirmPath={vendorConfirmHref(vendor)} />

      <nav aria-label="More about this program" className="flex flex-wrap gap-6">
        {vendor === 'odp' && (
          <Link href={DASHBOARD_CATALOGUE_PATH} className={linkClass}>
            Browse the program catalogue <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
        <Link href={dashboardGuideHref(program.guideSlug)} className={linkClass}>
          Read the guide <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link href={program.publicPage} className={linkClass}>
          Program details <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </nav>
    </div>
  )
}

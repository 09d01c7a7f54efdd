import type { Metadata } from 'next'
import { Link } from '@/components/Link'
import { notFound } from 'next/navigation'

import { buttonClassName } from '@/components/ui/button-styles'
import { LinkOutcome } from '@/features/vendor-accounts/components/LinkOutcome.client'
import { ProgramBadge } from '@/features/vendor-accounts/components/ProgramBadge.client'
import { isVendorProgramSlug, VENDOR_PROGRAMS } from '@/features/vendor-accounts/programs'
import { NOT_FOUND_METADATA } from '@/lib/page-title'
import { DASHBOARD_VENDOR_PATHS, DASHBOARD_VENDORS_PATH, vendorConfirmHref } from '@/lib/portal-links'
import { requireMember } from '@/server/session'

interface Props {
  params: Promise<{ vendor: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { vendor } = await params
  return isVendorProgramSlug(vendor)
    ? { title: `${VENDOR_PROGRAMS[vendor].name}: account received` }
    : NOT_FOUND_METADATA
}

/** After linking an account: what happens next, with the program's live badge. */
export default async function VendorConfirmPage({ params }: Props) {
  const { vendor } = await params
  if (!isVendorProgramSlug(vendor)) notFound()
  await requireMember({ returnTo: vendorConfirmHref(vendor) })
  const program = VENDOR_PROGRAMS[vendor]
  return (
    <div className="flex flex-col gap-6 dashboard-gutter py-8">
      <section className="flex max-w-2xl flex-col gap-4 rounded-2xl border border-line bg-white p-8 shadow-sm">
        <LinkOutcome
          program={vendor}
          received={
            <>
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="text-3xl font-extrabold text-brand-900">We received your {program.name} account</h1>
                <ProgramBadge program={vendor} />
              </div>
              <p className="text-lg text-ink">
                Our team confirms new links with {program.name}, {program.confirmedWithin}. The badge shows PENDING
                until then and turns CONNECTED on its own; we also email you when it does.
              </p>
            </>
          }
          none={
            <>
              <h1 className="text-3xl font-extrabold text-brand-900">No {program.name} account linked yet</h1>
              <p className="text-lg text-ink">
                Link your {program.name} account on the program page. Once it is linked, this page tells you what
                happens next.
              </p>
            </>
          }
        />
        <div className="flex flex-wrap gap-3">
          <Link href={DASHBOARD_VENDOR_PATHS[vendor]} className={buttonClassName('primary', 'light')}>
            Back to {program.name}
          </Link>
          <Link href={DASHBOARD_VENDORS_PATH} className={buttonClassName('outline', 'light')}>
            All buying programs
          </Link>
        </div>
      </section>
    </div>
  )
}

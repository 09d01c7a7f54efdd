import { NotFoundMessage } from '@/features/dashboard/components/NotFoundMessage'
import { NOT_FOUND_METADATA } from '@/lib/page-title'

// The 404's HTML head takes this; the metadata Next streams after it is the page's own, so a page
// that calls notFound() returns the same (NOT_FOUND_METADATA) or the title reverts to the default.
export const metadata = NOT_FOUND_METADATA

/** Outside the dashboard (onboarding and the portal's other addresses): the message alone. */
export default function PortalNotFound() {
  return (
    <main id="main" className="page-screen container-content flex flex-1 flex-col items-start gap-5 py-24">
      <NotFoundMessage />
    </main>
  )
}

import { Link } from '@/components/Link'

import { buttonClassName } from '@/components/ui/button-styles'
import { NOT_FOUND_METADATA } from '@/lib/page-title'
import { DASHBOARD_PATH } from '@/lib/portal-links'

// The 404's HTML head takes this; the metadata Next streams after it is the page's own, so a page
// that calls notFound() returns the same (NOT_FOUND_METADATA) or the title reverts to the default.
export const metadata = NOT_FOUND_METADATA

export default function PortalNotFound() {
  return (
    <main id="main" className="page-screen container-content flex flex-1 flex-col items-start gap-5 py-24">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Error 404</p>
      <h1 className="text-4xl font-extrabold">We can’t find that page</h1>
      <p className="max-w-xl text-lg text-muted">
        The address may be mistyped, or the page may have moved. Your dashboard has everything your membership includes.
      </p>
      <div className="flex flex-wrap gap-4">
        <Link href={DASHBOARD_PATH} className={buttonClassName('primary')}>
          Go to my dashboard
        </Link>
        <Link href="/home" className={buttonClassName('outline')}>
          Go to the home page
        </Link>
      </div>
    </main>
  )
}

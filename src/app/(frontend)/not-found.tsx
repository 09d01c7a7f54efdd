import { Link } from '@/components/Link'

import { buttonClassName } from '@/components/ui/button-styles'
import { NOT_FOUND_METADATA } from '@/lib/page-title'

// The 404's HTML head takes this; the metadata Next streams after it is the page's own, so a page
// that calls notFound() returns the same (NOT_FOUND_METADATA) or the title reverts to the default.
export const metadata = NOT_FOUND_METADATA

export default function NotFound() {
  return (
    <section className="container-content flex flex-col items-start gap-5 py-24">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Error 404</p>
      <h1 className="text-4xl font-extrabold">We can’t find that page</h1>
      <p className="max-w-xl text-lg text-muted">
        The address may be mistyped, or the page may have moved. Try the home page, or browse our resources for guides
        and tools for your business.
      </p>
      <div className="flex flex-wrap gap-4">
        <Link href="/home" className={buttonClassName('primary')}>
          Go to the home page
        </Link>
        <Link href="/resources" className={buttonClassName('outline')}>
          Browse resources
        </Link>
      </div>
    </section>
  )
}

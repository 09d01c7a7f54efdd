import { Link } from '@/components/Link'
import { buttonClassName } from '@/components/ui/button-styles'
import { DASHBOARD_PATH } from '@/lib/portal-links'

/** The portal's 404: what happened and the two ways on, inside whatever frame the page has. */
export function NotFoundMessage() {
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Error 404</p>
      <h1 className="text-4xl font-extrabold">We can’t find that page</h1>
      <p className="max-w-xl text-lg text-muted">
        The address may be mistyped, or the page may have moved. Your dashboard has everything your membership includes.
      </p>
      <div className="flex flex-wrap gap-4">
        <Link href={DASHBOARD_PATH} className={buttonClassName('primary')}>
          Go to my dashboard
        </Link>
        <Link href="/" className={buttonClassName('outline')}>
          Go to the home page
        </Link>
      </div>
    </>
  )
}

import { Link } from '@/components/Link'

/** The admin side navigation's link to the analytics view. */
export function AnalyticsNavLink() {
  return (
    <Link href="/admin/analytics" className="nav__link" style={{ display: 'block', marginTop: '1rem' }}>
      <span className="nav__link-label">Analytics</span>
    </Link>
  )
}

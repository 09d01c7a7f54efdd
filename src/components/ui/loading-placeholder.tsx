import { cx } from './cx'

/**
 * Placeholder shown while the session is loading (spec section 4: split, stat-cards and
 * dashboard-hero blocks). Announced once to screen readers; the shimmer is decorative. Client
 * components show it, so `className` must only add properties it does not set (cx, no merging).
 */
export function LoadingPlaceholder({
  label = 'Loading…',
  lines = 3,
  className,
}: {
  label?: string
  lines?: number
  className?: string
}) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={cx('w-full', className)}>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-3 motion-reduce:animate-none">
        <div className="h-8 w-2/3 rounded-md bg-line" />
        {Array.from({ length: Math.max(0, lines - 1) }, (_, index) => (
          <div key={index} className={cx('h-4 rounded-md bg-line', index % 2 === 0 ? 'w-full' : 'w-5/6')} />
        ))}
      </div>
    </div>
  )
}

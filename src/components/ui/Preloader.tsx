import { Logo } from '@/components/layout/Logo'

import { cx } from './cx'

/**
 * The full-screen preloader overlay (spec section 2): the logo over a white screen and a busy
 * indicator, announced once as 'Loading…'. It covers the fixed top bar while the session loads.
 */
export function Preloader({
  productName = 'EA Collective',
  label = 'Loading…',
  className,
}: {
  productName?: string
  label?: string
  className?: string
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-preloader=""
      className={cx('fixed inset-0 z-[1000] flex flex-col items-center justify-center gap-6 bg-white', className)}
    >
      <Logo productName={productName} />
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="text-sm font-semibold text-muted">{label}</span>
    </div>
  )
}

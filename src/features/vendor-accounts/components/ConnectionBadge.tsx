import { cx } from '@/components/ui/cx'

import { type ConnectionBadgeState, badgeLabel } from '../badge'

const STYLES: Record<ConnectionBadgeState, string> = {
  CONNECTED: 'bg-success text-white px-3',
  // The spec's PENDING pill is red and wider than the others.
  PENDING: 'bg-danger text-white px-5',
  LOADING: 'bg-gray-200 text-gray-700 px-3',
}

/**
 * The connection badge (spec section 4): CONNECTED green, PENDING red and wider, else grey
 * 'LOADING...'. Shown by client components, so its classes are joined without tailwind-merge.
 */
export function ConnectionBadge({ state }: { state: ConnectionBadgeState }) {
  return (
    <span
      data-badge={state}
      className={cx(
        'inline-flex min-h-7 items-center rounded-full py-1 text-xs font-bold tracking-wider whitespace-nowrap',
        STYLES[state],
      )}
    >
      <span className="sr-only">Connection status: </span>
      {badgeLabel(state)}
    </span>
  )
}

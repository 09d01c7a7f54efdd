import { cn } from '@/components/ui/cn'

import { type ConnectionBadgeState, badgeLabel } from '../badge'

const STYLES: Record<ConnectionBadgeState, string> = {
  CONNECTED: 'bg-success text-white px-3',
  // The spec's PENDING pill is red and wider than the others.
  PENDING: 'bg-danger text-white px-5',
  LOADING: 'bg-gray-200 text-gray-700 px-3',
}

/** The connection badge (spec section 4): CONNECTED green, PENDING red and wider, else grey 'LOADING...'. */
export function ConnectionBadge({ state, className }: { state: ConnectionBadgeState; className?: string }) {
  return (
    <span
      data-badge={state}
      className={cn(
        'inline-flex min-h-7 items-center rounded-full py-1 text-xs font-bold tracking-wider whitespace-nowrap',
        STYLES[state],
        className,
      )}
    >
      <span className="sr-only">Connection status: </span>
      {badgeLabel(state)}
    </span>
  )
}

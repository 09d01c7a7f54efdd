'use client'

import { useEffect, useState } from 'react'

import { buttonClasses } from '@/components/ui/button-classes'
import { useSavingsRevision } from '@/features/app-state/components/app-state-context'

import type { SavingsSummary } from '../ledger'
import { SavingsFigures, SavingsSection } from './SavingsPanel'

export const SAVINGS_URL = '/api/savings'

type Loaded = { status: 'loading' } | { status: 'ready'; summary: SavingsSummary } | { status: 'failed' }

/**
 * The savings panel of a Plus member's dashboard, filled from /api/savings in the browser: the
 * dashboard home is stored once for every Plus member and each member's own name written in
 * (docs/decisions/017-page-templates.md), and a business's savings are not something a template
 * can hold. The frame and heading are in the page's HTML; the figures follow.
 *
 * While the dashboard is open, an order recorded, changed or deleted for the business (the live
 * stream's `savings` event) fetches them again; the figures shown stay until the new ones arrive,
 * and stay if that fetch fails.
 */
export function SavingsPanelLoader() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const revision = useSavingsRevision()

  useEffect(() => {
    const controller = new AbortController()
    fetch(SAVINGS_URL, { cache: 'no-store', credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET ${SAVINGS_URL} answered ${response.status}`)
        const { summary } = (await response.json()) as { summary: SavingsSummary }
        setLoaded({ status: 'ready', summary })
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setLoaded((current) => (current.status === 'ready' ? current : { status: 'failed' }))
      })
    return () => controller.abort()
  }, [attempt, revision])

  return (
    <SavingsSection>
      {loaded.status === 'ready' ? (
        <SavingsFigures summary={loaded.summary} />
      ) : loaded.status === 'failed' ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-ink">We could not load your savings just now.</p>
          <button
            type="button"
            className={buttonClasses('secondary', 'light')}
            onClick={() => {
              setLoaded({ status: 'loading' })
              setAttempt((count) => count + 1)
            }}
          >
            Try again
          </button>
        </div>
      ) : (
        <SavingsFiguresPlaceholder />
      )}
    </SavingsSection>
  )
}

/** As tall as the three figures, so nothing below moves when they arrive. */
function SavingsFiguresPlaceholder() {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">Loading your savings…</span>
      <div aria-hidden="true" className="grid animate-pulse gap-4 motion-reduce:animate-none sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="flex flex-col gap-2 rounded-xl bg-brand-50 p-4">
            <div className="h-5 w-2/3 rounded-md bg-line" />
            <div className="h-9 w-1/2 rounded-md bg-line" />
          </div>
        ))}
      </div>
    </div>
  )
}

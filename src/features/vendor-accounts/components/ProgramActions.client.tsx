'use client'

import { Download } from '@/components/icons/download'
import { ExternalLink } from '@/components/icons/external-link'
import { useEffect, useState } from 'react'

import { buttonClasses } from '@/components/ui/button-classes'
import { useAppState, useBusinessState } from '@/features/app-state/components/AppStateProvider.client'
import { canManageBusiness } from '@/features/business-account/roles'
import { emitTrackEvent } from '@/lib/tracking-events'

import { programBadgeState } from '../badge'
import { type VendorProgramSlug, programKeys } from '../programs'

/** The program's member-only part as GET /api/vendor-programs/{program} answers it. */
export interface ProgramAccessView {
  program: VendorProgramSlug
  accounts: Array<{
    key: string
    label: string
    accountNumber: string
    accountCardHref: string | null
    portalHref: string | null
  }>
}

/**
 * The program's member-only actions. The server renders them only for a business holding a
 * connected account; when an operator confirms a link while the page is open, the live state
 * turns CONNECTED and the actions are fetched from the program endpoint, which checks again.
 */
export function ProgramActions({
  program,
  initialAccess,
}: {
  program: VendorProgramSlug
  initialAccess: ProgramAccessView | null
}) {
  const badge = programBadgeState(useBusinessState(), programKeys(program))
  const appState = useAppState()
  const [access, setAccess] = useState(initialAccess)
  const isConnected = badge === 'CONNECTED'

  useEffect(() => {
    if (!isConnected || access) return
    let isCurrent = true
    fetch(`/api/vendor-programs/${program}`, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<ProgramAccessView>) : null))
      .then((body) => {
        if (isCurrent && body) setAccess(body)
      })
      .catch(() => undefined)
    return () => {
      isCurrent = false
    }
  }, [isConnected, access, program])

  const shown = isConnected ? access : null
  return (
    <section aria-labelledby="program-actions" className="flex flex-col gap-4">
      <h2 id="program-actions" className="text-2xl font-extrabold text-brand-900">
        Member actions
      </h2>
      {shown ? (
        <ul className="flex flex-col gap-3" aria-live="polite">
          {shown.accounts.map((account) => (
            <li key={account.key} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-6 shadow-sm">
              <p className="font-semibold text-ink">
                {account.label} <span className="text-muted">{account.accountNumber}</span>
              </p>
              <div className="flex flex-wrap gap-3">
                {account.accountCardHref && (
                  <a
                    href={account.accountCardHref}
                    className={buttonClasses('primary', 'light')}
                    data-track-id={`${program}-account-card`}
                    data-track-label="Download account card"
                    data-track-href={account.accountCardHref}
                    data-track-context={`dashboard/vendors/${program}`}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    Download account card
                  </a>
                )}
                {account.portalHref && (
                  <a
                    href={account.portalHref}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses('outline', 'light')}
                    onClick={() =>
                      emitTrackEvent({
                        eventType: 'CLICK',
                        elementId: `${program}-portal`,
                        label: 'Open the member portal',
                        metadata: { program },
                      })
                    }
                  >
                    Open the member portal
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
                {!account.accountCardHref && !account.portalHref && (
                  <p className="text-muted">
                    Program pricing applies to this account automatically. Your account card and portal links appear
                    here as soon as the vendor issues them.
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-line bg-white p-6 text-ink" aria-live="polite">
          {badge === 'PENDING'
            ? 'Your link is waiting for confirmation. Member actions open here as soon as our team confirms it.'
            : badge === 'LOADING'
              ? 'Checking your accounts…'
              : appState.userType !== 'PLUS'
                ? 'Member actions open here once your business is on Plus and one of its accounts is confirmed.'
                : canManageBusiness(appState.businessAccountRole)
                  ? 'Link an account below to open the program’s member prices and actions.'
                  : 'Member actions open here once your business’s owner or an admin links an account and our team confirms it.'}
        </p>
      )}
    </section>
  )
}

'use client'

import { Link } from '@/components/Link'

import { useAppState, useBusinessState } from '@/features/app-state/components/AppStateProvider.client'
import { VENDOR_LINKS_MANAGERS_ONLY, canManageBusiness } from '@/features/business-account/roles'
import { PLUS_FORM_PATH } from '@/lib/portal-links'
import { maskAccountNumber } from '@/lib/vendor-links'

import { accountBadgeState } from '../badge'
import { VENDOR_PROGRAMS, type VendorProgramSlug } from '../programs'
import { ConnectionBadge } from './ConnectionBadge'
import { LinkAccountForm } from './lazy-link-account-form'

/**
 * The member's accounts for one program, live: each option with its badge and masked number
 * once linked; else a form to link it (the business's owner and admins), who may link it (other
 * teammates), or the way to Plus (members without a business).
 */
export function ProgramAccounts({ program, confirmPath }: { program: VendorProgramSlug; confirmPath: string }) {
  const appState = useAppState()
  const businessState = useBusinessState()
  const isPlus = appState.userType === 'PLUS'
  const canLink = isPlus && canManageBusiness(appState.businessAccountRole)
  return (
    <section aria-labelledby="linked-accounts" className="flex flex-col gap-4">
      <h2 id="linked-accounts" className="text-2xl font-extrabold text-brand-900">
        Your linked accounts
      </h2>
      {!isPlus && appState.appStatus !== 'LOADING' && (
        <p className="rounded-2xl border border-line bg-white p-6 text-ink">
          Vendor accounts belong to a business account.{' '}
          <Link href={PLUS_FORM_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
            Upgrade to Plus
          </Link>{' '}
          to add your business, then link your accounts here.
        </p>
      )}
      {isPlus && !canLink && appState.appStatus !== 'LOADING' && (
        <p className="rounded-2xl border border-line bg-white p-6 text-ink">
          {VENDOR_LINKS_MANAGERS_ONLY} Ask them to link the accounts your business buys with.
        </p>
      )}
      <ul className="grid gap-4 lg:grid-cols-2">
        {VENDOR_PROGRAMS[program].accountOptions.map((option) => {
          const account = businessState.vendorAccounts[option.key]
          const badge = accountBadgeState(account, businessState.bizStateChecked || !isPlus)
          const headingId = `account-${option.key}`
          return (
            <li key={option.key}>
              <section
                aria-labelledby={headingId}
                className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-6 shadow-sm"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={headingId} className="text-xl font-bold text-brand-900">
                    {option.label}
                  </h3>
                  <span aria-live="polite" className="inline-flex">
                    {badge && <ConnectionBadge state={badge} />}
                  </span>
                </div>
                <p className="text-muted">{option.description}</p>
                {account ? (
                  <p className="text-ink">
                    Account <span className="font-semibold">{maskAccountNumber(account.vendorAccountNumber)}</span>
                    {badge === 'PENDING' && `: our team is confirming it, ${VENDOR_PROGRAMS[program].confirmedWithin}.`}
                  </p>
                ) : (
                  canLink && (
                    <LinkAccountForm
                      accountKey={option.key}
                      numberLabel={option.numberLabel}
                      confirmPath={confirmPath}
                    />
                  )
                )}
              </section>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

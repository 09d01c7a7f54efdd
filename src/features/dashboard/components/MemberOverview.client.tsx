'use client'

import { ArrowRight } from '@/components/icons/arrow-right'
import { BadgePercent } from '@/components/icons/badge-percent'
import { Building2 } from '@/components/icons/building-2'
import { Sparkles } from '@/components/icons/sparkles'
import { type IconComponent } from '@/components/icons/svg'
import { Link } from '@/components/Link'
import type { ReactNode } from 'react'

import { buttonClasses } from '@/components/ui/button-classes'
import { cx } from '@/components/ui/cx'
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder'
import type { AppState } from '@/features/app-state/app-state'
import type { BusinessState } from '@/features/app-state/business-state'
import { useAppState, useBusinessState } from '@/features/app-state/components/AppStateProvider.client'
import { EmailVerifyCard } from '@/features/auth/components/EmailVerifyCard.client'
import { DASHBOARD_PATH, DASHBOARD_VENDORS_PATH, PLUS_FORM_PATH, verifiedHref } from '@/lib/portal-links'

import { membershipLabel, nextSteps } from '../member-overview'

function StepCard({
  icon: Icon,
  title,
  copy,
  cta,
  href,
}: {
  icon: IconComponent
  title: string
  copy: string
  cta: string
  href: string
}) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-6 shadow-sm">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
        <div className="flex flex-col gap-2">
          <h3 className="text-xl font-bold text-brand-900">{title}</h3>
          <p className="text-muted">{copy}</p>
        </div>
      </div>
      <Link href={href} className={buttonClasses('primary', 'light', 'w-full sm:w-auto sm:self-start')}>
        {cta}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  )
}

/** The dashboard home's content for a given state (rendered live by MemberOverview). */
export function MemberOverviewView({
  appState,
  businessState,
  hero,
  lead,
}: {
  appState: AppState
  businessState: BusinessState
  /** The greeting, rendered on the server (MemberOverviewHero); a placeholder while the session loads. */
  hero?: ReactNode
  /** Shown first under the greeting: the savings ledger for Plus members. */
  lead?: ReactNode
}) {
  const membership = membershipLabel(appState)
  const company = businessState.businessDetails.company
  const email = appState.email ?? appState.memberData.email
  const isLoading = appState.appStatus === 'LOADING'
  const isBusinessPending = Boolean(appState.businessAccountId) && !businessState.bizStateChecked

  return (
    <div className="flex flex-col">
      {isLoading ? (
        <div className="dashboard-gutter py-4">
          <LoadingPlaceholder lines={3} className="py-2" />
        </div>
      ) : (
        hero
      )}
      <div className="flex flex-col gap-6 dashboard-gutter pt-2 pb-8">
        {lead}
        {!isLoading && (
          <section
            aria-labelledby="membership-heading"
            className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <h2 id="membership-heading" className="text-sm font-semibold tracking-wider text-muted uppercase">
                Membership status
              </h2>
              {company ? (
                <p className="flex items-center gap-2 text-ink">
                  <Building2 aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                  <span className="min-w-0 wrap-anywhere">{company}</span>
                </p>
              ) : (
                // The business's state follows the page (the live state's first event): keep its line.
                isBusinessPending && (
                  <p aria-hidden="true" data-testid="company-pending" className="flex h-6 items-center">
                    <span className="block h-4 w-40 animate-pulse rounded-md bg-line motion-reduce:animate-none" />
                  </p>
                )
              )}
            </div>
            <p
              aria-live="polite"
              className={cx(
                'self-start rounded-full px-4 py-1.5 text-sm font-bold tracking-wider',
                membership === 'PLUS' ? 'bg-accent-400 text-ink' : 'bg-brand-50 text-brand-700',
              )}
            >
              {membership}
            </p>
          </section>
        )}

        {!isLoading && (
          <section aria-labelledby="next-steps-heading" className="flex flex-col gap-4">
            <h2 id="next-steps-heading" className="text-2xl font-extrabold text-brand-900">
              Your next steps
            </h2>
            {nextSteps(appState).map((step) => {
              switch (step) {
                case 'verify-email':
                  return email ? (
                    <EmailVerifyCard
                      key={step}
                      email={email}
                      callbackURL={verifiedHref(DASHBOARD_PATH)}
                      headingLevel="h3"
                    />
                  ) : null
                case 'upgrade-to-plus':
                  return (
                    <StepCard
                      key={step}
                      icon={Sparkles}
                      title="Upgrade to Plus"
                      copy="Add your business to open a business account and link your ODP, Dell and FedEx accounts for program pricing on them."
                      cta="Upgrade to Plus"
                      href={PLUS_FORM_PATH}
                    />
                  )
                case 'activate-deals':
                  return (
                    <StepCard
                      key={step}
                      icon={BadgePercent}
                      title="Activate cash back deals"
                      copy="Link your ODP, Dell and FedEx accounts so program pricing applies to what you already buy, and see your savings here."
                      cta="Activate deals"
                      href={DASHBOARD_VENDORS_PATH}
                    />
                  )
              }
            })}
          </section>
        )}
      </div>
    </div>
  )
}

/** The dashboard home: greeting, membership status and next steps, following the live app state. */
export function MemberOverview({ hero, lead }: { hero?: ReactNode; lead?: ReactNode }) {
  return <MemberOverviewView appState={useAppState()} businessState={useBusinessState()} hero={hero} lead={lead} />
}

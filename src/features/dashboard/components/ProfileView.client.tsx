'use client'

import { Link } from '@/components/Link'
import { BreakableEmail } from '@/components/ui/breakable-email'
import type { ReactNode } from 'react'

import { type AppState, getDisplayName } from '@/features/app-state/app-state'
import type { BusinessState } from '@/features/app-state/business-state'
import { useAppState, useBusinessState } from '@/features/app-state/components/AppStateProvider.client'
import { COMPANY_STAGES, INDUSTRIES, type Option } from '@/lib/constants'
import { maskPhone } from '@/lib/form-rules'
import { BUSINESS_DETAILS_MANAGERS_ONLY, canManageBusiness } from '@/features/business-account/roles'
import { PLUS_FORM_PATH } from '@/lib/portal-links'

import { membershipLabel } from '../member-overview'
import { BusinessForm, NameForm } from './lazy-profile-forms'

/** The label of a stored option value, else the value itself. */
function labelOf(options: readonly Option[], value: string | null): string | null {
  if (!value) return null
  return options.find((option) => option.value === value)?.label ?? value
}

/** A US address on up to three lines, leaving out what is missing. */
export function addressLines(details: BusinessState['businessDetails']): string[] {
  const cityLine = [details.city, [details.state, details.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return [details.address1, details.address2, cityLine].filter((line): line is string => Boolean(line))
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line py-3 last:border-0 sm:grid-cols-[200px_1fr]">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="text-ink wrap-anywhere">{children}</dd>
    </div>
  )
}

const NOT_GIVEN = <span className="text-muted">Not provided</span>

/**
 * The member's profile and business account: the name is editable, and so are the business
 * details for its OWNER or ADMIN, with the Plus form's rules. Saved changes reach every open tab
 * through the live state.
 */
export function ProfileViewContent({ appState, businessState }: { appState: AppState; businessState: BusinessState }) {
  const { businessInfo, businessDetails } = businessState
  const address = addressLines(businessDetails)
  const hasBusiness = Boolean(appState.businessAccountId ?? businessState.businessAccountId)
  const canEditBusiness = hasBusiness && canManageBusiness(appState.businessAccountRole)
  const isLoading = appState.appStatus === 'LOADING'
  const email = appState.email ?? appState.memberData.email
  return (
    <div className="flex flex-col gap-8 dashboard-gutter py-8">
      <h1 className="text-3xl font-extrabold text-brand-900">My Profile</h1>

      <section aria-labelledby="profile-account" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <h2 id="profile-account" className="mb-2 text-xl font-bold text-brand-900">
          Account
        </h2>
        <dl>
          <Row term="Name">{getDisplayName(appState) || NOT_GIVEN}</Row>
          <Row term="Email">{email ? <BreakableEmail email={email} /> : NOT_GIVEN}</Row>
          <Row term="Email verified">{appState.emailVerified ? 'Yes' : 'Not yet'}</Row>
          <Row term="Membership">{membershipLabel(appState)}</Row>
        </dl>
        {!isLoading && (
          <div className="mt-6 flex flex-col gap-3 border-t border-line pt-6">
            <h3 className="text-lg font-bold text-brand-900">Change your name</h3>
            <NameForm appState={appState} />
          </div>
        )}
      </section>

      <section aria-labelledby="profile-business" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <h2 id="profile-business" className="mb-2 text-xl font-bold text-brand-900">
          Business account
        </h2>
        {hasBusiness ? (
          <dl>
            <Row term="Company">{businessDetails.company ?? NOT_GIVEN}</Row>
            {appState.businessAccountRole && <Row term="Your role">{appState.businessAccountRole}</Row>}
            <Row term="Company stage">{labelOf(COMPANY_STAGES, businessInfo.stage) ?? NOT_GIVEN}</Row>
            <Row term="Industry">{labelOf(INDUSTRIES, businessInfo.industry) ?? NOT_GIVEN}</Row>
            <Row term="Number of employees">{businessInfo.numberOfEmployees ?? NOT_GIVEN}</Row>
            <Row term="Website">{businessDetails.domain ?? NOT_GIVEN}</Row>
            <Row term="Address">
              {address.length > 0
                ? address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))
                : NOT_GIVEN}
            </Row>
            <Row term="Phone">{businessDetails.phoneNumber ? maskPhone(businessDetails.phoneNumber) : NOT_GIVEN}</Row>
          </dl>
        ) : (
          <p className="text-muted">
            You have no business account yet.{' '}
            <Link href={PLUS_FORM_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
              Upgrade to Plus
            </Link>{' '}
            to add your business.
          </p>
        )}
        {hasBusiness && !canEditBusiness && !isLoading && (
          <p className="mt-4 text-muted">{BUSINESS_DETAILS_MANAGERS_ONLY}</p>
        )}
        {canEditBusiness && !isLoading && (
          <div className="mt-6 flex flex-col gap-3 border-t border-line pt-6">
            <h3 className="text-lg font-bold text-brand-900">Change business details</h3>
            <BusinessForm businessState={businessState} />
          </div>
        )}
      </section>
    </div>
  )
}

/** The profile with the live app and business state. */
export function ProfileView() {
  return <ProfileViewContent appState={useAppState()} businessState={useBusinessState()} />
}

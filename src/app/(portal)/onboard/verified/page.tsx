import { CircleAlert } from '@/components/icons/circle-alert'
import { CircleCheck } from '@/components/icons/circle-check'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { Link } from '@/components/Link'

import { buttonClassName } from '@/components/ui/button-styles'
import { AUTH_ERROR_MESSAGES, MAGIC_LINK_MESSAGES } from '@/features/auth/messages'
import { signInHref } from '@/lib/links'
import { firstQueryValue, optionalReturnPath, safeReturnPath } from '@/lib/portal-links'
import { getGlobal } from '@/server/content'
import { helpCenterUrlOf } from '@/server/help-center'
import { getViewer } from '@/server/viewer'

/** What the link came back with: the account disabled, a link that no longer works, or verified. */
function outcomeOf(error: string | string[] | undefined): 'disabled' | 'expired' | 'verified' {
  const code = firstQueryValue(error)
  return code === 'USER_DISABLED' ? 'disabled' : code ? 'expired' : 'verified'
}

const TITLES = { disabled: 'Account disabled', expired: 'Link expired', verified: 'Email verified' } as const

/** The tab says what the page says. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return { title: TITLES[outcomeOf((await searchParams).error)] }
}

interface Props {
  searchParams: Promise<{ error?: string | string[]; returnTo?: string | string[]; pageSlug?: string | string[] }>
}

/**
 * Where verification and magic links come back to. The auth service adds `error` when the link
 * was expired, already used or forged, or USER_DISABLED when the account was disabled; otherwise
 * the member is verified and signed in.
 */
export default async function VerifiedPage({ searchParams }: Props) {
  const { error, returnTo, pageSlug } = await searchParams
  const destination = optionalReturnPath(returnTo) ?? optionalReturnPath(pageSlug)
  const outcome = outcomeOf(error)

  if (outcome === 'disabled') {
    // The account was disabled after the link was sent: no new link or password will help.
    const settings = await getGlobal('site-settings')
    return (
      <div className="flex flex-col items-start gap-5">
        <CircleAlert aria-hidden="true" className="size-10 text-danger" />
        <h1 className="text-2xl font-extrabold text-brand-900">{AUTH_ERROR_MESSAGES['user-disabled']}</h1>
        <p className="text-muted">If you think this is a mistake, contact us and we will look into it.</p>
        <a href={helpCenterUrlOf(settings)} className={buttonClassName('primary', 'light', 'w-full')}>
          Contact Us
        </a>
      </div>
    )
  }

  const viewer = await getViewer()
  const isSignedIn = viewer.appStatus !== 'LOGGED_OUT'

  if (outcome === 'expired') {
    return (
      <div className="flex flex-col items-start gap-5">
        <CircleAlert aria-hidden="true" className="size-10 text-danger" />
        <h1 className="text-2xl font-extrabold text-brand-900">{MAGIC_LINK_MESSAGES.invalid}</h1>
        {isSignedIn ? (
          <>
            <p className="text-muted">Links we email work once and only for a short time. You are signed in already.</p>
            <Link href={safeReturnPath(destination)} className={buttonClassName('primary', 'light', 'w-full')}>
              CONTINUE
            </Link>
          </>
        ) : (
          <>
            <p className="text-muted">
              Links we email work once and only for a short time. Log in to get a new one, or use your password.
            </p>
            <Link href={signInHref(destination)} className={buttonClassName('primary', 'light', 'w-full')}>
              Log In
            </Link>
          </>
        )}
      </div>
    )
  }

  // A link that worked signed the person in; this address opened by itself (a bookmark) proves nothing.
  if (!isSignedIn) redirect(signInHref(destination))

  return (
    <div className="flex flex-col items-start gap-5">
      <CircleCheck aria-hidden="true" className="size-10 text-success" />
      <h1 className="text-2xl font-extrabold text-brand-900">{MAGIC_LINK_MESSAGES.verified}</h1>
      <p className="text-muted">Thanks for confirming. Continue to pick up where you left off.</p>
      <Link href={safeReturnPath(destination)} className={buttonClassName('primary', 'light', 'w-full')}>
        CONTINUE
      </Link>
    </div>
  )
}

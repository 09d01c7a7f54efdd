import type { Metadata } from 'next'

import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm.client'
import { firstQueryValue, optionalReturnPath } from '@/lib/portal-links'

export const metadata: Metadata = { title: 'Reset password' }

interface Props {
  searchParams: Promise<{
    token?: string | string[]
    error?: string | string[]
    verified?: string | string[]
    returnTo?: string | string[]
  }>
}

/**
 * The emailed link comes back here with `?token=`, or with `?error=INVALID_TOKEN` when it is no longer
 * valid. A verification link opened in another browser comes here too, with `&verified=1`. The page
 * the person was on when they asked (`returnTo`) is where signing in afterwards takes them.
 */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token, error, verified, returnTo } = await searchParams
  const value = firstQueryValue(token)
  return (
    <ResetPasswordForm
      token={error || !value ? null : value}
      verified={firstQueryValue(verified) === '1'}
      returnTo={optionalReturnPath(returnTo)}
    />
  )
}

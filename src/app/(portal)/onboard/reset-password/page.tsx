import type { Metadata } from 'next'

import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm.client'

export const metadata: Metadata = { title: 'Reset password' }

interface Props {
  searchParams: Promise<{ token?: string | string[]; error?: string | string[] }>
}

/** The emailed link comes back here with `?token=`, or with `?error=INVALID_TOKEN` when it is no longer valid. */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token, error } = await searchParams
  const value = Array.isArray(token) ? token[0] : token
  return <ResetPasswordForm token={error || !value ? null : value} />
}

import type { Metadata } from 'next'

import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm.client'
import { optionalReturnPath } from '@/lib/portal-links'

export const metadata: Metadata = { title: 'Forgot password' }

interface Props {
  searchParams: Promise<{ returnTo?: string | string[] }>
}

export default async function ForgotPasswordPage({ searchParams }: Props) {
  return <ForgotPasswordForm returnTo={optionalReturnPath((await searchParams).returnTo)} />
}

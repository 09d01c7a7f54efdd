import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { SignInForm } from '@/features/auth/components/SignInForm.client'
import { optionalReturnPath, safeReturnPath } from '@/lib/portal-links'
import { getGlobal } from '@/server/content'
import { getViewer } from '@/server/viewer'

export const metadata: Metadata = {
  title: 'Log in',
  description:
    'Log in to your membership for program prices, benefits and events and, with Plus, your linked vendor accounts and savings.',
}

interface Props {
  searchParams: Promise<{ returnTo?: string | string[] }>
}

export default async function SignInPage({ searchParams }: Props) {
  const returnTo = optionalReturnPath((await searchParams).returnTo)
  const [viewer, settings] = await Promise.all([getViewer(), getGlobal('site-settings')])
  if (viewer.appStatus === 'LOGGED_IN') redirect(safeReturnPath(returnTo))
  return <SignInForm productName={settings.productName} returnTo={returnTo} />
}

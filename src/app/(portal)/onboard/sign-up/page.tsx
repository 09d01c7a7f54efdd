import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { SignUpForm } from '@/features/auth/components/SignUpForm.client'
import { optionalReturnPath, safeReturnPath } from '@/lib/portal-links'
import { getGlobal } from '@/server/content'
import { getViewer } from '@/server/viewer'

export const metadata: Metadata = {
  title: 'Sign up',
  description:
    'Join free: program prices from our office supply, technology and shipping partners, member benefits, guides, events and the $5,000 grant competition.',
}

interface Props {
  searchParams: Promise<{ pageSlug?: string | string[] }>
}

export default async function SignUpPage({ searchParams }: Props) {
  const pageSlug = optionalReturnPath((await searchParams).pageSlug)
  const [viewer, settings] = await Promise.all([getViewer(), getGlobal('site-settings')])
  // A member who is already signed in goes straight to where sign-up would have taken them.
  if (viewer.appStatus === 'LOGGED_IN') redirect(safeReturnPath(pageSlug))
  return (
    <SignUpForm
      productName={settings.productName}
      pageSlug={pageSlug}
      canContinueAsGuest={viewer.appStatus === 'LOGGED_OUT'}
    />
  )
}

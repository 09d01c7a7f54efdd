import type { Metadata } from 'next'

import { LogOut } from '@/features/auth/components/LogOut.client'
import { getGlobal } from '@/server/content'

export const metadata: Metadata = { title: 'Log out' }

/** Ends the session (on the server, through the auth client) and goes home. */
export default async function LogOutPage() {
  const settings = await getGlobal('site-settings')
  return (
    <main id="main" className="flex-1">
      <h1 className="sr-only">Log out</h1>
      <LogOut productName={settings.productName} />
    </main>
  )
}

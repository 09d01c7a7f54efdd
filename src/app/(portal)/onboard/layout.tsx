import { Link } from '@/components/Link'
import type { ReactNode } from 'react'

import { Logo } from '@/components/layout/Logo'
import { getGlobal } from '@/server/content'

/** Onboarding screens: the logo in a plain top bar, and one centred card up to 470px wide. */
export default async function OnboardLayout({ children }: { children: ReactNode }) {
  const settings = await getGlobal('site-settings')
  return (
    <>
      <header className="h-nav border-b border-line bg-white">
        <div className="mx-auto flex h-full max-w-topbar items-center px-4">
          <Link href="/" className="rounded-md" aria-label={`${settings.productName} home`}>
            <Logo productName={settings.productName} />
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="page-screen flex-1 bg-surface px-4 py-10 sm:py-16">
        <div className="mx-auto w-full max-w-form-max rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </main>
    </>
  )
}

import '@/styles/globals.css'

import type { ReactNode } from 'react'

import { EARLY_CLICK_SCRIPT } from '@/lib/early-clicks'

import { HydrationMark } from './HydrationMark.client'
import { LinkNavigator } from './LinkNavigator.client'

/** The <html> shell shared by the public site and the member portal (Payload's admin has its own). */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        {/* First in the body, before any button: holds clicks made before hydration (see the module). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_CLICK_SCRIPT }} />
        <a
          href="#main"
          className="sr-only z-[1000] rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {children}
        <LinkNavigator />
        <HydrationMark />
      </body>
    </html>
  )
}

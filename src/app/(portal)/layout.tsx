import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteDocument } from '@/components/layout/SiteDocument'
import { AppStateProvider } from '@/features/app-state/components/AppStateProvider.client'
import { getGlobal } from '@/server/content'
import { env } from '@/server/env'
import { getViewer, getViewerBusinessState } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getGlobal('site-settings')
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: settings.productName, template: `%s | ${settings.productName}` },
    description: settings.siteDescription,
    // Account screens and the dashboard are personal: keep them out of search results.
    robots: { index: false, follow: false },
  }
}

// Every portal page depends on who is signed in: never prerender or cache one.
export const dynamic = 'force-dynamic'

export const viewport: Viewport = { themeColor: '#17449c', colorScheme: 'light' }

/**
 * The member portal (onboarding and dashboard). The server computes the viewer's app state, so
 * the first render is already signed in; the provider keeps it live in the browser.
 */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const [viewer, businessState] = await Promise.all([getViewer(), getViewerBusinessState()])
  return (
    <SiteDocument>
      <AppStateProvider initialAppState={viewer} initialBusinessState={businessState}>
        {children}
      </AppStateProvider>
    </SiteDocument>
  )
}

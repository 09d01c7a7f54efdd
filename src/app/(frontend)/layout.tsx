import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteDocument } from '@/components/layout/SiteDocument'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { siteOpenGraph } from '@/features/content/metadata'
import { getGlobal } from '@/server/content'
import { env } from '@/server/env'
import { getViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getGlobal('site-settings')
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: settings.productName, template: `%s | ${settings.productName}` },
    description: settings.siteDescription,
    openGraph: siteOpenGraph(settings.productName),
    // The share image (or a page's own) fills the large card.
    twitter: { card: 'summary_large_image' },
  }
}

export const viewport: Viewport = { themeColor: '#17449c', colorScheme: 'light' }

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const viewer = await getViewer()
  return (
    <SiteDocument>
      <SiteHeader viewer={viewer} />
      <main id="main" className="page-screen flex-1 pt-nav">
        {children}
      </main>
      <SiteFooter />
    </SiteDocument>
  )
}

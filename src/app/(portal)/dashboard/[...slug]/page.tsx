import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/registry'
import { buttonContextOfPage, setButtonPageContext } from '@/components/buttons/page-context'
import { urlFromSegments } from '@/collections/Pages/url'
import { NOT_FOUND_METADATA, pageTitle } from '@/lib/page-title'
import { DASHBOARD_PATH } from '@/lib/portal-links'
import { getGlobal, getPageByUrl } from '@/server/content'
import { requireMember } from '@/server/session'

interface Props {
  params: Promise<{ slug: string[] }>
}

const toUrl = (slug: string[]) => urlFromSegments(slug, DASHBOARD_PATH)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const url = toUrl((await params).slug)
  const [page, settings] = await Promise.all([url ? getPageByUrl(url) : null, getGlobal('site-settings')])
  return page ? { title: pageTitle(page.meta?.title || page.pageName, settings.productName) } : NOT_FOUND_METADATA
}

/**
 * Dashboard pages managed in the CMS (vendor programs, benefits, guides, help center), shown
 * inside the dashboard shell, full width, for members only.
 */
export default async function DashboardCmsPage({ params }: Props) {
  const url = toUrl((await params).slug)
  if (!url) notFound()
  const viewer = await requireMember({ returnTo: url })
  const [page, settings] = await Promise.all([getPageByUrl(url), getGlobal('site-settings')])
  if (!page) notFound()
  setButtonPageContext(buttonContextOfPage(page))
  return (
    <RenderBlocks
      blocks={page.layout}
      viewer={viewer}
      isDashboard
      siteSettings={{ iframeAllowList: settings.iframeAllowList ?? [] }}
    />
  )
}

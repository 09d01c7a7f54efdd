import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/registry'
import { DASHBOARD_PATH } from '@/lib/portal-links'
import { getGlobal, getPageByUrl } from '@/server/content'
import { requireMember } from '@/server/session'

interface Props {
  params: Promise<{ slug: string[] }>
}

function toUrl(slug: string[]): string {
  return `${DASHBOARD_PATH}/${slug.map((part) => decodeURIComponent(part).toLowerCase()).join('/')}`
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPageByUrl(toUrl((await params).slug))
  return page ? { title: page.meta?.title || page.pageName } : {}
}

/**
 * Dashboard pages managed in the CMS (vendor programs, benefits, guides, help center), shown
 * inside the dashboard shell, full width, for members only.
 */
export default async function DashboardCmsPage({ params }: Props) {
  const url = toUrl((await params).slug)
  const viewer = await requireMember({ returnTo: url })
  const [page, settings] = await Promise.all([getPageByUrl(url), getGlobal('site-settings')])
  if (!page) notFound()
  return (
    <RenderBlocks
      blocks={page.layout}
      viewer={viewer}
      isDashboard
      siteSettings={{ iframeAllowList: settings.iframeAllowList ?? [] }}
    />
  )
}

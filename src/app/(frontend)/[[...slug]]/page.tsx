import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/registry'
import { plainText } from '@/lib/lexical'
import { getGlobal, getPageByUrl } from '@/server/content'
import { getViewer } from '@/server/viewer'

interface Props {
  params: Promise<{ slug?: string[] }>
}

/** `/` shows the home page; every other address is looked up as a CMS page by its path. */
function toUrl(slug: string[] | undefined): string {
  if (!slug?.length) return '/home'
  return `/${slug.map((part) => decodeURIComponent(part).toLowerCase()).join('/')}`
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const url = toUrl((await params).slug)
  const page = await getPageByUrl(url)
  if (!page) return {}
  const firstBlock = page.layout[0]
  const description =
    page.meta?.description || (firstBlock && 'richText' in firstBlock ? plainText(firstBlock.richText).slice(0, 160) : undefined)
  const image = page.meta?.image && typeof page.meta.image === 'object' ? page.meta.image.url : undefined
  const title = page.meta?.title || page.pageName
  return {
    title: url === '/home' ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, images: image ? [{ url: image }] : undefined },
  }
}

export default async function CmsPage({ params }: Props) {
  const url = toUrl((await params).slug)
  const [page, viewer, settings] = await Promise.all([getPageByUrl(url), getViewer(), getGlobal('site-settings')])
  if (!page) notFound()
  return (
    <RenderBlocks
      blocks={page.layout}
      viewer={viewer}
      isDashboard={page.pageCategory === 'DASHBOARD'}
      siteSettings={{ iframeAllowList: settings.iframeAllowList ?? [] }}
    />
  )
}

import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { Link } from '@/components/Link'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/registry'
import { buttonContextOfPage, setButtonPageContext } from '@/components/buttons/page-context'
import { canonicalPageUrl, isConfirmationAddress, urlFromSegments } from '@/collections/Pages/url'
import { LazyRefreshRouteOnSave } from '@/components/preview/lazy-refresh-route-on-save.client'
import { publicPageMetadata } from '@/features/content/metadata'
import { plainText } from '@/lib/lexical'
import { NOT_FOUND_METADATA, pageTitle } from '@/lib/page-title'
import { getGlobal, getPageByUrl } from '@/server/content'
import { env } from '@/server/env'
import { getViewer } from '@/server/viewer'

interface Props {
  params: Promise<{ slug?: string[] }>
}

/** `/` shows the home page; every other address is looked up as a CMS page by its path. */
function toUrl(slug: string[] | undefined): string | null {
  return slug?.length ? urlFromSegments(slug) : '/home'
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const url = toUrl((await params).slug)
  const [page, settings] = await Promise.all([url ? getPageByUrl(url) : null, getGlobal('site-settings')])
  if (!url || !page) return NOT_FOUND_METADATA
  const firstBlock = page.layout[0]
  const description =
    page.meta?.description ||
    (firstBlock && 'richText' in firstBlock ? plainText(firstBlock.richText).slice(0, 160) : undefined)
  const image = page.meta?.image && typeof page.meta.image === 'object' ? page.meta.image.url : undefined
  const fullTitle = page.meta?.title || page.pageName
  const title = url === '/home' ? { absolute: fullTitle } : pageTitle(fullTitle, settings.productName)
  return publicPageMetadata(settings.productName, {
    title,
    description,
    url: canonicalPageUrl(url),
    images: image ? [{ url: image }] : undefined,
    // Where a form lands: a visitor from a search would be thanked for what they never sent, and
    // a gated download (lead-form-simple-download) would be handed out without the form.
    robots: page.pageType === 'CONFIRMATION' || isConfirmationAddress(url) ? { index: false, follow: true } : undefined,
  })
}

export default async function CmsPage({ params }: Props) {
  const url = toUrl((await params).slug)
  if (!url) notFound()
  const [page, viewer, settings, draft] = await Promise.all([
    getPageByUrl(url),
    getViewer(),
    getGlobal('site-settings'),
    draftMode(),
  ])
  if (!page) notFound()
  setButtonPageContext(buttonContextOfPage(page))
  return (
    <>
      {draft.isEnabled && (
        <div role="status" className="bg-accent-400 px-4 py-2 text-center text-sm font-semibold text-ink">
          You are previewing unpublished changes.{' '}
          <Link href="/api/exit-preview" prefetch={false} className="underline">
            Leave preview
          </Link>
          <LazyRefreshRouteOnSave adminOrigin={new URL(env.SITE_URL).origin} />
        </div>
      )}
      <RenderBlocks
        blocks={page.layout}
        viewer={viewer}
        isDashboard={page.pageCategory === 'DASHBOARD'}
        siteSettings={{ iframeAllowList: settings.iframeAllowList ?? [] }}
      />
    </>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/features/content/components/JsonLd'
import { ReadArticle } from '@/features/content/components/ReadArticle'
import { readJsonLd, readMetadata } from '@/features/content/metadata'
import { getRead, getRelatedReads } from '@/features/content/queries'
import { NOT_FOUND_METADATA } from '@/lib/page-title'
import { getGlobal } from '@/server/content'
import { env } from '@/server/env'
import { getViewer } from '@/server/viewer'

interface Props {
  params: Promise<{ slug: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [read, settings] = await Promise.all([getRead((await params).slug), getGlobal('site-settings')])
  return read ? readMetadata(read, settings.productName) : NOT_FOUND_METADATA
}

/** A read at /resources/reads/{slug}; unknown and unpublished slugs are 404. */
export default async function ReadPage({ params }: Props) {
  const { slug } = await params
  const [read, viewer] = await Promise.all([getRead(slug), getViewer()])
  if (!read) notFound()
  const related = await getRelatedReads(read)
  return (
    <>
      <JsonLd data={readJsonLd(read, env.SITE_URL)} />
      <ReadArticle read={read} related={related} viewer={viewer} />
    </>
  )
}

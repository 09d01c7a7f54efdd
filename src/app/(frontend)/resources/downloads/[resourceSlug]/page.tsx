import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ResourceDetail } from '@/features/content/components/ResourceDetail'
import { resourceMetadata } from '@/features/content/metadata'
import { getResource } from '@/features/content/queries'
import { NOT_FOUND_METADATA } from '@/lib/page-title'
import { getGlobal } from '@/server/content'

interface Props {
  params: Promise<{ resourceSlug: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [resource, settings] = await Promise.all([getResource((await params).resourceSlug), getGlobal('site-settings')])
  return resource ? resourceMetadata(resource, settings.productName) : NOT_FOUND_METADATA
}

/** A resource at /resources/downloads/{resourceSlug}; unknown and unpublished slugs are 404. */
export default async function ResourcePage({ params }: Props) {
  const resource = await getResource((await params).resourceSlug)
  if (!resource) notFound()
  return <ResourceDetail resource={resource} />
}

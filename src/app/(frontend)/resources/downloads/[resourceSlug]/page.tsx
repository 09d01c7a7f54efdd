import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ResourceDetail } from '@/features/content/components/ResourceDetail'
import { resourceMetadata } from '@/features/content/metadata'
import { getResource } from '@/features/content/queries'

interface Props {
  params: Promise<{ resourceSlug: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resource = await getResource((await params).resourceSlug)
  return resource ? resourceMetadata(resource) : {}
}

/** A resource at /resources/downloads/{resourceSlug}; unknown and unpublished slugs are 404. */
export default async function ResourcePage({ params }: Props) {
  const resource = await getResource((await params).resourceSlug)
  if (!resource) notFound()
  return <ResourceDetail resource={resource} />
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { GuideArticle } from '@/features/content/components/GuideArticle'
import { getGuide } from '@/features/content/queries'
import { NOT_FOUND_METADATA } from '@/lib/page-title'
import { dashboardGuideHref } from '@/lib/portal-links'
import { requireMember } from '@/server/session'

interface Props {
  params: Promise<{ guideSlug: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = await getGuide((await params).guideSlug)
  return guide ? { title: guide.guideCardTitle } : NOT_FOUND_METADATA
}

/** One members' guide (canonical address of /my-dashboard/guides/{guideSlug}). */
export default async function GuidePage({ params }: Props) {
  const { guideSlug } = await params
  await requireMember({ returnTo: dashboardGuideHref(guideSlug) })
  const guide = await getGuide(guideSlug)
  if (!guide) notFound()
  return <GuideArticle guide={guide} isDashboard />
}

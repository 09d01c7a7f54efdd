import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BenefitDetail } from '@/features/content/components/BenefitDetail'
import { getBenefit } from '@/features/content/queries'
import { NOT_FOUND_METADATA } from '@/lib/page-title'
import { dashboardBenefitHref } from '@/lib/portal-links'
import { requireMember } from '@/server/session'

interface Props {
  params: Promise<{ benefitSlug: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const benefit = await getBenefit((await params).benefitSlug)
  return benefit ? { title: benefit.benefitCardTitle || benefit.benefitPartnerName } : NOT_FOUND_METADATA
}

/** One partner benefit with the call to action for the member's user type (spec section 6). */
export default async function BenefitPage({ params }: Props) {
  const { benefitSlug } = await params
  const viewer = await requireMember({ returnTo: dashboardBenefitHref(benefitSlug) })
  const benefit = await getBenefit(benefitSlug)
  if (!benefit) notFound()
  return <BenefitDetail benefit={benefit} viewer={viewer} isDashboard />
}

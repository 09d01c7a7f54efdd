import type { BenefitLinkForm } from '@/lib/links'

/** How a benefit card links (src/lib/links.ts benefitHref); blocks may override per placement. */
export const BENEFIT_COMPONENTS: readonly { label: string; value: BenefitLinkForm }[] = [
  { label: 'Benefit card: /dashboard/benefits/{benefitSlug}', value: 'card' },
  { label: 'Indexed card: first linked page', value: 'indexed' },
  { label: 'In-page benefit: /{pagePath}/{benefitSlug}/{slug}', value: 'inPage' },
]

import type { BenefitLinkForm, VendorLinkForm } from '@/lib/links'

/** Collections a dynamic card block can pick cards from (spec section 3, "dynamicBlock cards"). */
export const DYNAMIC_CARD_COLLECTIONS = [
  'benefits',
  'vendors',
  'guides',
  'reads',
  'events',
  'resources',
  'faqs',
  'side-cards',
] as const
export type DynamicCardCollection = (typeof DYNAMIC_CARD_COLLECTIONS)[number]

/**
 * The block's cardComponent: how benefit and vendor cards link (src/lib/links.ts), or 'auto' to
 * let each card follow its own setting. Values are stored, so never rename one.
 */
export const CARD_COMPONENT_OPTIONS = [
  { label: "Each card's own setting", value: 'auto' },
  { label: 'Card: benefits to /dashboard/benefits/…, vendors to their first connected page', value: 'card' },
  { label: 'Indexed: benefits to their first linked page, vendors to /vendors/{vendor}/…', value: 'indexed' },
  { label: 'In page: benefits to /{pagePath}/{benefitSlug}/{slug}', value: 'inPage' },
  { label: "Clickable: vendors to the vendor's own page", value: 'clickable' },
] as const
export type CardComponent = (typeof CARD_COMPONENT_OPTIONS)[number]['value']

/** The link variants a cardComponent forces; a card kind it does not name keeps its own. */
export function cardVariants(component: string | null | undefined): {
  benefitVariant?: BenefitLinkForm
  vendorVariant?: VendorLinkForm
} {
  switch (component) {
    case 'card':
      return { benefitVariant: 'card', vendorVariant: 'card' }
    case 'indexed':
      return { benefitVariant: 'indexed', vendorVariant: 'index' }
    case 'inPage':
      return { benefitVariant: 'inPage' }
    case 'clickable':
      return { vendorVariant: 'clickable' }
    default:
      return {}
  }
}

export type DynamicLayoutKind = 'single' | 'columns-2' | 'columns-3' | 'columns-2x2' | 'grid' | 'slider'

export interface DynamicCardsLayout {
  kind: DynamicLayoutKind
  /** Classes of the list; unused by the slider, which lays its slides out itself. */
  list: string
  /** Classes every card receives. */
  card: string
}

/**
 * Layout by card count (spec section 9, "Cards per block 1 to 5 or more"): one card runs wide and
 * turns horizontal from md; two sit in two columns; three in three columns from lg; four in a
 * 2 × 2 grid; five or more in a responsive grid, or a slider when the block asks for one. Every
 * layout stacks on phones.
 */
export function dynamicCardsLayout(count: number, displayAs?: string | null): DynamicCardsLayout {
  const stacked = 'grid grid-cols-1 gap-6'
  if (count <= 1) {
    return {
      kind: 'single',
      list: stacked,
      // Media and text side by side, each half of the card, on wider screens.
      card: 'max-w-none md:flex-row md:*:min-w-0 md:*:flex-1',
    }
  }
  if (count === 2) return { kind: 'columns-2', list: `${stacked} md:grid-cols-2`, card: 'max-w-none h-full' }
  if (count === 3)
    return { kind: 'columns-3', list: `${stacked} md:grid-cols-2 lg:grid-cols-3`, card: 'max-w-none h-full' }
  if (count === 4) return { kind: 'columns-2x2', list: `${stacked} md:grid-cols-2`, card: 'max-w-none h-full' }
  if (displayAs === 'slider') return { kind: 'slider', list: '', card: 'max-w-none h-full' }
  return { kind: 'grid', list: `${stacked} sm:grid-cols-2 lg:grid-cols-3`, card: 'max-w-none h-full' }
}

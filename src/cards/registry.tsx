import type { Key, ReactElement } from 'react'

import type { AppState } from '@/features/app-state/app-state'
import type { BenefitLinkForm, VendorLinkForm } from '@/lib/links'
import type {
  Benefit,
  Event,
  Faq,
  Guide,
  Page,
  Product,
  Read,
  Resource,
  SideCard as SideCardDoc,
  StatItem as StatItemDoc,
  Vendor,
} from '@/payload-types'
import { env } from '@/server/env'

import { BenefitCard } from './BenefitCard/Component'
import { EventCard } from './EventCard/Component'
import { FaqItem } from './FaqItem/Component'
import { GuideCard } from './GuideCard/Component'
import { PageCard } from './PageCard/Component'
import { ProductCard } from './ProductCard/Component'
import { ReadCard } from './ReadCard/Component'
import { ResourceCard } from './ResourceCard/Component'
import type { CardSize, HeadingLevel } from './shared/card'
import { SideCard } from './SideCard/Component'
import { StatItem } from './StatItem/Component'
import { VendorCard } from './VendorCard/Component'

/** The document type each card collection holds. */
export interface CardDocs {
  benefits: Benefit
  vendors: Vendor
  guides: Guide
  reads: Read
  events: Event
  resources: Resource
  products: Product
  faqs: Faq
  'stat-items': StatItemDoc
  'side-cards': SideCardDoc
  pages: Page
}

export type CardCollection = keyof CardDocs

export const CARD_COLLECTIONS = [
  'benefits',
  'vendors',
  'guides',
  'reads',
  'events',
  'resources',
  'products',
  'faqs',
  'stat-items',
  'side-cards',
  'pages',
] as const satisfies readonly CardCollection[]

/** A polymorphic relationship value as Payload returns it. */
export type CardRelation = {
  [K in CardCollection]: { relationTo: K; value: CardDocs[K] | number | string | null }
}[CardCollection]

/** How a block wants its cards shown; each card reads what applies to it. */
export interface CardOptions {
  key?: Key
  size?: CardSize
  headingLevel?: HeadingLevel
  benefitVariant?: BenefitLinkForm
  vendorVariant?: VendorLinkForm
  /** Product images without their own address come from here; defaults to SITE_BUCKET_URL. */
  siteBucket?: string | null
  /** Tracking context of product links and FAQ toggles. */
  trackContext?: string
  /** Extra classes for the card's frame, e.g. a block's layout. */
  className?: string
}

type Renderer<D> = (doc: D, viewer: AppState, options: CardOptions) => ReactElement

/** One typed entry per collection: a card collection without a card fails typecheck. */
const renderers: { [K in CardCollection]: Renderer<CardDocs[K]> } = {
  benefits: (doc, viewer, { key, size, headingLevel, benefitVariant, className }) => (
    <BenefitCard
      key={key}
      doc={doc}
      viewer={viewer}
      variant={benefitVariant}
      size={size}
      headingLevel={headingLevel}
      className={className}
    />
  ),
  vendors: (doc, _viewer, { key, size, headingLevel, vendorVariant, className }) => (
    <VendorCard
      key={key}
      doc={doc}
      variant={vendorVariant}
      size={size}
      headingLevel={headingLevel}
      className={className}
    />
  ),
  guides: (doc, _viewer, { key, size, headingLevel, className }) => (
    <GuideCard key={key} doc={doc} size={size} headingLevel={headingLevel} className={className} />
  ),
  reads: (doc, _viewer, { key, size, headingLevel, className }) => (
    <ReadCard key={key} doc={doc} size={size} headingLevel={headingLevel} className={className} />
  ),
  events: (doc, _viewer, { key, size, headingLevel, className }) => (
    <EventCard key={key} doc={doc} size={size} headingLevel={headingLevel} className={className} />
  ),
  resources: (doc, _viewer, { key, size, headingLevel, className }) => (
    <ResourceCard key={key} doc={doc} size={size} headingLevel={headingLevel} className={className} />
  ),
  products: (doc, _viewer, { key, headingLevel, siteBucket, trackContext }) => (
    <ProductCard
      key={key}
      doc={doc}
      headingLevel={headingLevel}
      siteBucket={siteBucket ?? env.SITE_BUCKET_URL}
      trackContext={trackContext}
    />
  ),
  faqs: (doc, _viewer, { key, headingLevel, trackContext, className }) => (
    <FaqItem key={key} doc={doc} headingLevel={headingLevel} trackContext={trackContext} className={className} />
  ),
  'stat-items': (doc, _viewer, { key }) => <StatItem key={key} doc={doc} />,
  'side-cards': (doc, viewer, { key, size, headingLevel, className }) => (
    <SideCard key={key} doc={doc} viewer={viewer} size={size} headingLevel={headingLevel} className={className} />
  ),
  pages: (doc, _viewer, { key, size, headingLevel }) => (
    <PageCard key={key} doc={doc} size={size} headingLevel={headingLevel} />
  ),
}

export function isCardCollection(slug: string): slug is CardCollection {
  return (CARD_COLLECTIONS as readonly string[]).includes(slug)
}

/**
 * The card for a related document by its collection slug. Null when the relationship was not
 * populated (an id) or points to a document the viewer may not read (a draft).
 */
export function renderCard<K extends CardCollection>(
  doc: CardDocs[K] | number | string | null | undefined,
  relationTo: K,
  viewer: AppState,
  options: CardOptions = {},
): ReactElement | null {
  if (!doc || typeof doc !== 'object') return null
  const render: Renderer<CardDocs[K]> = renderers[relationTo]
  return render(doc, viewer, options)
}

/** The card of one value of a polymorphic relationship ({ relationTo, value }). */
export function renderRelation(
  relation: CardRelation,
  viewer: AppState,
  options: CardOptions = {},
): ReactElement | null {
  // TypeScript does not correlate the two members of the union; CardRelation pairs them by construction.
  return renderCard(relation.value as CardDocs[CardCollection], relation.relationTo, viewer, options)
}

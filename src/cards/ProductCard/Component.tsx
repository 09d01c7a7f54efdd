import { cn } from '@/components/ui/cn'
import type { ProductLayerStyle } from '@/collections/Products/options'
import { discountBadge, getPriceDisplay, productImageUrl } from '@/lib/prices'
import type { Product } from '@/payload-types'

import { type CardBaseProps, CardShell, Heading, mediaDoc } from '../shared/card'

export const SHOP_NOW_LABEL = 'SHOP NOW'

export interface ProductCardProps extends Omit<CardBaseProps, 'size'> {
  doc: Product
  /** Storage bucket of catalogue images ({siteBucket}/product-{productCode}.jpg). */
  siteBucket?: string | null
  /** Where the card sits, for tracking (e.g. the sub-collection). */
  trackContext?: string
}

const surfaces: Record<ProductLayerStyle, { card: string; muted: string; button: string }> = {
  light: { card: 'bg-white text-ink', muted: 'text-muted', button: 'bg-brand-600 text-white hover:bg-brand-700' },
  brand: { card: 'bg-brand-50 text-ink', muted: 'text-muted', button: 'bg-brand-600 text-white hover:bg-brand-700' },
  dark: {
    card: 'bg-brand-900 text-white',
    muted: 'text-white/80',
    button: 'bg-white text-brand-900 hover:bg-brand-50',
  },
}

/**
 * A catalogue product (200–300px wide in the product grid): image, name, member price with 2
 * decimals, retail price and '- N%' badge only when retail is above the program price, and a
 * SHOP NOW link to the vendor's store in a new tab.
 */
export function ProductCard({
  doc,
  siteBucket,
  trackContext = 'product-card',
  headingLevel,
  className,
}: ProductCardProps) {
  const surface = surfaces[doc.productLayerStyle ?? 'light'] ?? surfaces.light
  const prices = getPriceDisplay({ retailPrice: doc.retailPrice, programPrice: doc.programPrice })
  const badge = prices.showRetail ? discountBadge(doc.discountPercent, prices.discountPercent) : null
  const uploaded = mediaDoc(doc.productImage)
  const imageUrl = uploaded?.url ?? productImageUrl(doc, siteBucket)
  const imageAlt = uploaded?.altText ?? doc.productName

  return (
    <CardShell kind="product" className={cn('max-w-[300px] min-w-[200px]', surface.card, className)}>
      <div className="relative aspect-square w-full bg-white p-4">
        {imageUrl ? (
          // Catalogue images come from the vendor's bucket, sized already; no optimiser round trip.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={imageUrl} alt={imageAlt} loading="lazy" className="h-full w-full object-contain" />
        ) : (
          <p className="text-sm font-semibold text-danger">MISSING ASSET!!</p>
        )}
        {badge && (
          <p className="absolute top-3 left-3 rounded-full bg-danger px-2.5 py-1 text-sm font-bold text-white">
            <span className="sr-only">Discount </span>
            {badge}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading level={headingLevel} className="line-clamp-3 text-base">
          {doc.productName}
        </Heading>
        {doc.productSubheadline && <p className={cn('text-sm', surface.muted)}>{doc.productSubheadline}</p>}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2">
          {prices.program && (
            <span className="text-xl font-extrabold" data-field="program-price">
              <span className="sr-only">Member price </span>
              {prices.program}
            </span>
          )}
          {prices.showRetail && prices.retail && (
            <s className={cn('text-sm', surface.muted)} data-field="retail-price">
              <span className="sr-only">Retail price </span>
              {prices.retail}
            </s>
          )}
        </p>
        <p className={cn('text-xs', surface.muted)}>Item {doc.productCode}</p>
        <a
          href={doc.productLink}
          target="_blank"
          rel="noopener noreferrer"
          data-track-id={doc.productCode}
          data-track-label={doc.productName}
          data-track-href={doc.productLink}
          data-track-context={trackContext}
          className={cn(
            'mt-2 inline-flex min-h-button-h items-center justify-center rounded-full px-4 text-sm font-bold tracking-wide transition-colors',
            surface.button,
          )}
        >
          {SHOP_NOW_LABEL}
          <span className="sr-only"> – {doc.productName} (opens in a new tab)</span>
        </a>
      </div>
    </CardShell>
  )
}

/**
 * Price and product display rules of spec sections 5 and 9. Pure and framework-free.
 *
 * CMS and catalogue data may send prices as numbers, numeric strings, null or garbage; every
 * function here reads them through `toAmount` and never throws.
 */

/** A price as it may arrive from the catalogue. */
export type PriceInput = number | string | null | undefined

export interface FormatPriceOptions {
  /** Fraction digits: 2 in the catalogue, 0 elsewhere (spec section 9). */
  decimals?: number
}

export interface PriceDisplay {
  /** False when retail is missing or not above the program price: then no retail or discount is shown. */
  showRetail: boolean
  /** Formatted retail price, null when it is not shown. */
  retail: string | null
  /** Formatted program price, null when the product has none. */
  program: string | null
  /** Whole-number discount in percent, 0 when none is shown. */
  discountPercent: number
}

export interface ProductImageInput {
  publicImageUrl?: string | null
  productCode?: string | number | null
}

export const CATALOG_PRICE_DECIMALS = 2
export const PAPER_SUB_COLLECTION = 'paper'
const VENDOR_ACCOUNT_ID_LENGTH = 8

/** A finite number, or null for anything that is not a usable amount. */
function toAmount(value: PriceInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim())
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}

/** Rounds to a whole number; toPrecision first so 0.145 × 100 (14.4999…) rounds as 14.5 would. */
function roundWhole(value: number): number {
  return Math.round(Number(value.toPrecision(12)))
}

// Intl.NumberFormat is costly to build; one per decimals count is enough.
const formatters = new Map<number, Intl.NumberFormat>()
function usdFormatter(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    formatters.set(decimals, formatter)
  }
  return formatter
}

/** Formats an amount in USD, 0 decimals unless told otherwise; null when there is no amount. */
export function formatPrice(amount: PriceInput, options: FormatPriceOptions = {}): string | null {
  const value = toAmount(amount)
  if (value === null) return null
  // Clamp to what Intl accepts so odd CMS input cannot throw a RangeError.
  const decimals = Math.min(20, Math.max(0, Math.trunc(options.decimals ?? 0)))
  return usdFormatter(decimals).format(value)
}

/** Catalogue prices show cents: '$1,234.50'. */
export function formatCatalogPrice(amount: PriceInput): string | null {
  return formatPrice(amount, { decimals: CATALOG_PRICE_DECIMALS })
}

/**
 * What a product card shows. Retail and discount appear only when retail is above the program
 * price; the discount is (retail − program) / retail × 100, rounded whole.
 * Formats with catalogue decimals by default, since product cards live in the catalogue.
 */
export function getPriceDisplay(
  prices: { retailPrice?: PriceInput; programPrice?: PriceInput },
  options: FormatPriceOptions = { decimals: CATALOG_PRICE_DECIMALS },
): PriceDisplay {
  const retail = toAmount(prices.retailPrice)
  const program = toAmount(prices.programPrice)
  const formattedProgram = formatPrice(program, options)

  // retail > 0 also guards the division below.
  if (retail === null || program === null || retail <= program || retail <= 0) {
    return { showRetail: false, retail: null, program: formattedProgram, discountPercent: 0 }
  }
  return {
    showRetail: true,
    retail: formatPrice(retail, options),
    program: formattedProgram,
    discountPercent: roundWhole(((retail - program) / retail) * 100),
  }
}

/**
 * Discount badge '- N%': N is the product's own discountPercent (a fraction, 0.25 → 25),
 * shown only when the computed discount is above 0. When the product carries no usable
 * discountPercent, the computed discount is shown instead of hiding a real saving.
 */
export function discountBadge(
  discountPercentFraction: PriceInput,
  computedDiscount: PriceInput,
): string | null {
  const computed = toAmount(computedDiscount)
  if (computed === null || computed <= 0) return null
  const fraction = toAmount(discountPercentFraction)
  const percent = fraction === null ? roundWhole(computed) : roundWhole(fraction * 100)
  return `- ${percent}%`
}

/**
 * Products priced below 1 are hidden inside sub-collections (spec section 5). A product
 * without a usable program price cannot be sold either, so it is hidden too.
 */
export function isProductHiddenInSubCollection(programPrice: PriceInput): boolean {
  const program = toAmount(programPrice)
  return program === null || program < 1
}

/** Vendor portal account ids are padded to 8 digits with leading zeros; longer ids stay as they are. */
export function padVendorAccountId(id: string | number | null | undefined): string {
  if (id === null || id === undefined) return ''
  const text = String(id).trim()
  return text === '' ? '' : text.padStart(VENDOR_ACCOUNT_ID_LENGTH, '0')
}

/**
 * Product image: its public image URL, else {siteBucket}/product-{productCode}.jpg.
 * Null when neither can be built (no URL and no product code or bucket).
 */
export function productImageUrl(
  product: ProductImageInput,
  siteBucket: string | null | undefined,
): string | null {
  const publicUrl = product.publicImageUrl?.trim()
  if (publicUrl) return publicUrl

  const code =
    product.productCode === null || product.productCode === undefined
      ? ''
      : String(product.productCode).trim()
  const bucket = (siteBucket ?? '').trim().replace(/\/+$/, '')
  if (code === '' || bucket === '') return null
  return `${bucket}/product-${code}.jpg`
}

/** Sub-collections in their given order, except 'paper' which is listed first. Returns a new array. */
export function sortSubCollections<T extends { subCollectionSlug?: string | null }>(
  list: readonly T[],
): T[] {
  const paper = list.filter((item) => item.subCollectionSlug === PAPER_SUB_COLLECTION)
  const rest = list.filter((item) => item.subCollectionSlug !== PAPER_SUB_COLLECTION)
  return [...paper, ...rest]
}

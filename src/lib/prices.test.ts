import {
  discountBadge,
  formatCatalogPrice,
  formatPrice,
  getPriceDisplay,
  isProductHiddenInSubCollection,
  padVendorAccountId,
  productImageUrl,
  sortSubCollections,
} from '@/lib/prices'

describe('formatPrice', () => {
  it('formats catalogue prices in USD with 2 decimals', () => {
    expect(formatCatalogPrice(1234.5)).toBe('$1,234.50')
  })

  it('formats prices elsewhere in USD with 0 decimals', () => {
    expect(formatPrice(1234.5)).toBe('$1,235')
    expect(formatPrice(5000)).toBe('$5,000')
  })

  it('honours an explicit decimals option', () => {
    expect(formatPrice(9.999, { decimals: 2 })).toBe('$10.00')
    expect(formatPrice(9.5, { decimals: 1 })).toBe('$9.5')
  })

  it('reads numeric strings', () => {
    expect(formatCatalogPrice(' 19.9 ')).toBe('$19.90')
  })

  it('returns null instead of throwing for null, undefined, NaN or garbage', () => {
    expect(formatPrice(null)).toBeNull()
    expect(formatPrice(undefined)).toBeNull()
    expect(formatPrice(Number.NaN)).toBeNull()
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBeNull()
    expect(formatCatalogPrice('abc')).toBeNull()
    expect(formatCatalogPrice('')).toBeNull()
  })
})

describe('getPriceDisplay', () => {
  it('shows retail and the discount (retail − program) / retail × 100 when retail is above program', () => {
    expect(getPriceDisplay({ retailPrice: 40, programPrice: 30 })).toEqual({
      showRetail: true,
      retail: '$40.00',
      program: '$30.00',
      discountPercent: 25,
    })
  })

  it('rounds the discount to a whole percent', () => {
    expect(getPriceDisplay({ retailPrice: 3, programPrice: 2 }).discountPercent).toBe(33)
    expect(getPriceDisplay({ retailPrice: 3, programPrice: 1 }).discountPercent).toBe(67)
  })

  it('hides retail and discount when retail equals program', () => {
    expect(getPriceDisplay({ retailPrice: 30, programPrice: 30 })).toEqual({
      showRetail: false,
      retail: null,
      program: '$30.00',
      discountPercent: 0,
    })
  })

  it('hides retail and discount when retail is below program', () => {
    const display = getPriceDisplay({ retailPrice: 20, programPrice: 30 })
    expect(display.showRetail).toBe(false)
    expect(display.retail).toBeNull()
    expect(display.discountPercent).toBe(0)
  })

  it('hides retail and discount without throwing when a price is null, undefined or NaN', () => {
    expect(getPriceDisplay({ retailPrice: null, programPrice: 10 })).toEqual({
      showRetail: false,
      retail: null,
      program: '$10.00',
      discountPercent: 0,
    })
    expect(getPriceDisplay({ retailPrice: 10, programPrice: Number.NaN })).toEqual({
      showRetail: false,
      retail: null,
      program: null,
      discountPercent: 0,
    })
    expect(getPriceDisplay({})).toEqual({
      showRetail: false,
      retail: null,
      program: null,
      discountPercent: 0,
    })
  })

  it('formats with 0 decimals when asked to, outside the catalogue', () => {
    expect(
      getPriceDisplay({ retailPrice: 40.4, programPrice: 30.2 }, { decimals: 0 }),
    ).toMatchObject({
      retail: '$40',
      program: '$30',
    })
  })
})

describe('discountBadge', () => {
  it("shows the passed discountPercent × 100 rounded as '- N%' when the computed discount is above 0", () => {
    expect(discountBadge(0.256, 25)).toBe('- 26%')
    expect(discountBadge(0.145, 14)).toBe('- 15%')
  })

  it('shows no badge when the computed discount is 0 or below', () => {
    expect(discountBadge(0.25, 0)).toBeNull()
    expect(discountBadge(0.25, -5)).toBeNull()
  })

  it('shows no badge when the computed discount is missing or NaN', () => {
    expect(discountBadge(0.25, null)).toBeNull()
    expect(discountBadge(0.25, Number.NaN)).toBeNull()
  })

  it('falls back to the computed discount when the passed discountPercent is missing', () => {
    expect(discountBadge(undefined, 25)).toBe('- 25%')
    expect(discountBadge(Number.NaN, 12)).toBe('- 12%')
  })
})

describe('isProductHiddenInSubCollection', () => {
  it('hides products whose program price is below 1', () => {
    expect(isProductHiddenInSubCollection(0.99)).toBe(true)
    expect(isProductHiddenInSubCollection(0)).toBe(true)
  })

  it('shows products whose program price is 1 or more', () => {
    expect(isProductHiddenInSubCollection(1)).toBe(false)
    expect(isProductHiddenInSubCollection('12.5')).toBe(false)
  })

  it('hides products without a usable program price', () => {
    expect(isProductHiddenInSubCollection(null)).toBe(true)
    expect(isProductHiddenInSubCollection(Number.NaN)).toBe(true)
  })
})

describe('padVendorAccountId', () => {
  it('pads vendor portal account ids to 8 digits with zeros', () => {
    expect(padVendorAccountId('12345')).toBe('00012345')
    expect(padVendorAccountId(42)).toBe('00000042')
  })

  it('leaves ids of 8 or more digits unchanged', () => {
    expect(padVendorAccountId('12345678')).toBe('12345678')
    expect(padVendorAccountId('1234567890')).toBe('1234567890')
  })

  it('returns an empty string for a missing id instead of zeros', () => {
    expect(padVendorAccountId(null)).toBe('')
    expect(padVendorAccountId(undefined)).toBe('')
    expect(padVendorAccountId('  ')).toBe('')
  })
})

describe('productImageUrl', () => {
  it('uses the public image URL when there is one', () => {
    expect(
      productImageUrl(
        { publicImageUrl: 'https://cdn.example.com/p.png', productCode: 'A1' },
        'https://bucket',
      ),
    ).toBe('https://cdn.example.com/p.png')
  })

  it('builds {siteBucket}/product-{productCode}.jpg otherwise', () => {
    expect(
      productImageUrl(
        { publicImageUrl: null, productCode: '123456' },
        'https://bucket.example.com',
      ),
    ).toBe('https://bucket.example.com/product-123456.jpg')
  })

  it('trims the trailing slash of the bucket', () => {
    expect(productImageUrl({ productCode: 7 }, 'https://bucket.example.com/')).toBe(
      'https://bucket.example.com/product-7.jpg',
    )
  })

  it('returns null when there is neither a public URL nor a product code and bucket', () => {
    expect(productImageUrl({ publicImageUrl: '' }, 'https://bucket.example.com')).toBeNull()
    expect(productImageUrl({ productCode: 'A1' }, undefined)).toBeNull()
  })
})

describe('sortSubCollections', () => {
  it("lists 'paper' first and keeps the given order for the rest", () => {
    const list = [
      { subCollectionSlug: 'ink', subCollectionTitle: 'Ink' },
      { subCollectionSlug: 'chairs', subCollectionTitle: 'Chairs' },
      { subCollectionSlug: 'paper', subCollectionTitle: 'Paper' },
      { subCollectionSlug: 'desks', subCollectionTitle: 'Desks' },
    ]
    expect(sortSubCollections(list).map((item) => item.subCollectionSlug)).toEqual([
      'paper',
      'ink',
      'chairs',
      'desks',
    ])
  })

  it('does not reorder the list it was given', () => {
    const list = [{ subCollectionSlug: 'ink' }, { subCollectionSlug: 'paper' }]
    sortSubCollections(list)
    expect(list.map((item) => item.subCollectionSlug)).toEqual(['ink', 'paper'])
  })
})

import {
  BREAKPOINTS,
  COLLAPSE_LINK_LABEL,
  COMPANY_STAGES,
  COMPANY_STAGE_VALUES,
  COPY_FEEDBACK_MS,
  DEFAULT_CONFIRM_MESSAGE,
  DEFAULT_DOWNLOAD_FILE_NAME,
  DEFAULT_FORM_CONFIRM,
  DEFAULT_FORM_SOURCES,
  DEFAULT_IMAGE_RATIO,
  DEFAULT_LOGO_SIZE,
  DEFAULT_RESOURCE_TAG,
  EMPLOYEE_RANGES,
  EMPLOYEE_RANGE_OPTIONS,
  FLIP_BREAKPOINT,
  GRANT_EMPLOYEE_RANGES,
  GRANT_REWARD,
  INDUSTRIES,
  INDUSTRY_VALUES,
  LAYOUT,
  PARTNER_HEADER,
  PHONE_PREFIX,
  PROSPECT_CATEGORIES,
  PROSPECT_CATEGORY_OPTIONS,
  PROSPECT_EMPLOYEE_RANGES,
  RANDOM_STRING_ALPHABET,
  RATER_RANGE,
  RESOURCE_DOWNLOAD_LABEL,
  RESOURCE_PREVIEW_LABEL,
  SLIDER_DEFAULTS,
  TOAST_ERROR_MS,
  TOAST_SUCCESS_MS,
  TRACKING_FLUSH_MS,
  UPLOAD_ACCEPT,
  UPLOAD_ACCEPTED_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  US_STATES,
  US_STATE_CODES,
  YEARS_IN_BUSINESS,
  optionValues,
  randomString,
  type CompanyStage,
  type Industry,
  type UsStateCode,
} from './constants'

describe('breakpoints and layout', () => {
  it('uses the spec breakpoints xs 320 to 2xl 1536', () => {
    expect(BREAKPOINTS).toEqual({ xs: 320, sm: 480, md: 768, lg: 1024, xl: 1280, '2xl': 1536 })
  })

  it('flips blocks at 672px', () => {
    expect(FLIP_BREAKPOINT).toBe(672)
  })

  it('keeps the spec layout sizes', () => {
    expect(LAYOUT).toMatchObject({
      cardMaxWidth: 470,
      cardWidth: 268,
      formMinWidth: 268,
      formMaxWidth: 470,
      buttonMinHeight: 46,
      buttonMinWidth: 50,
      navHeight: 68,
      footerHeight: 351,
      contentMaxWidth: 964,
      sideNavCollapsedWidth: 64,
      sideNavExpandedWidth: 224,
      pageMinHeight: 600,
    })
  })

  it('defaults media to a 5/3 ratio and logos to 130x50', () => {
    expect(DEFAULT_IMAGE_RATIO).toBeCloseTo(5 / 3)
    expect(DEFAULT_LOGO_SIZE).toEqual({ width: 130, height: 50 })
  })
})

describe('uploads and phone', () => {
  it('caps uploads at 50 MB', () => {
    expect(UPLOAD_MAX_BYTES).toBe(50 * 1024 * 1024)
  })

  it('accepts .xlsx, .xls and .csv, in the order the alert lists them', () => {
    expect(UPLOAD_ACCEPTED_EXTENSIONS).toEqual(['.xlsx', '.xls', '.csv'])
    expect(UPLOAD_ACCEPT).toBe('.xlsx,.xls,.csv')
  })

  it('prefixes phone numbers with +1', () => {
    expect(PHONE_PREFIX).toBe('+1')
  })
})

describe('form option lists', () => {
  it('offers a $5,000 grant reward', () => {
    expect(GRANT_REWARD).toBe(5000)
  })

  it('lists the mini, lead and Plus employee ranges', () => {
    expect(EMPLOYEE_RANGES).toEqual(['Self Employed', '1-10', '11-24', '25-50', '51-200', '200+'])
  })

  it('labels each employee range with itself', () => {
    expect(EMPLOYEE_RANGE_OPTIONS[0]).toEqual({ value: 'Self Employed', label: 'Self Employed' })
    expect(EMPLOYEE_RANGE_OPTIONS).toHaveLength(6)
  })

  it('lists the grant employee ranges, ending at 100+', () => {
    expect(GRANT_EMPLOYEE_RANGES).toEqual([
      'Self Employed',
      '1-10',
      '11-24',
      '25-50',
      '51-100',
      '100+',
    ])
  })

  it('lists the prospect employee ranges', () => {
    expect(PROSPECT_EMPLOYEE_RANGES).toEqual(['1-10', '11-50', '51-200', '200+'])
  })

  it('offers years in business 1 to 9, then 10+', () => {
    expect(YEARS_IN_BUSINESS).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+'])
  })

  it('has the 6 prospect categories', () => {
    expect(PROSPECT_CATEGORIES).toEqual([
      'Office Essentials',
      'Small Parcel Shipping',
      'Tech',
      'Facilities Solutions',
      'Software Tools',
      'Freight Shipping',
    ])
    expect(PROSPECT_CATEGORY_OPTIONS).toHaveLength(6)
  })

  it('has the 5 company stages, each with a label', () => {
    expect(COMPANY_STAGE_VALUES).toEqual([
      'idea-development',
      'start-up',
      'growth',
      'expansion',
      'maturity',
    ])
    for (const stage of COMPANY_STAGES) expect(stage.label).not.toBe('')
  })

  it('has 48 industries from Accounting/Finance to Utilities', () => {
    expect(INDUSTRIES).toHaveLength(48)
    expect(INDUSTRIES[0]).toEqual({ value: 'accounting-finance', label: 'Accounting/Finance' })
    expect(INDUSTRIES.at(-1)).toEqual({ value: 'utilities', label: 'Utilities' })
  })

  it('includes the industries the spec names', () => {
    expect(INDUSTRY_VALUES).toEqual(
      expect.arrayContaining([
        'cannabis-products-services',
        'retail',
        'restaurants',
        'real-estate',
      ]),
    )
  })

  it('keeps industries alphabetical, unique and kebab-case', () => {
    expect([...INDUSTRY_VALUES].sort()).toEqual(INDUSTRY_VALUES)
    expect(new Set(INDUSTRY_VALUES).size).toBe(INDUSTRY_VALUES.length)
    for (const slug of INDUSTRY_VALUES) expect(slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/)
  })

  it('has 51 US states: the 50 states plus DC', () => {
    expect(US_STATES).toHaveLength(51)
    expect(new Set(US_STATE_CODES).size).toBe(51)
    expect(US_STATES).toContainEqual({ value: 'DC', label: 'District of Columbia' })
    for (const code of US_STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/)
  })

  it('lists states alphabetically by name', () => {
    const names = US_STATES.map((state) => state.label)
    expect([...names].sort()).toEqual(names)
  })

  it('keeps literal types for the enum values', () => {
    expectTypeOf(INDUSTRY_VALUES[0]).toEqualTypeOf<'accounting-finance'>()
    expectTypeOf(EMPLOYEE_RANGE_OPTIONS[5].value).toEqualTypeOf<'200+'>()
    expectTypeOf<'accounting-finance'>().toExtend<Industry>()
    expectTypeOf<'DC'>().toExtend<UsStateCode>()
    expectTypeOf<CompanyStage>().toEqualTypeOf<
      'idea-development' | 'start-up' | 'growth' | 'expansion' | 'maturity'
    >()
  })

  it('optionValues returns the values in order', () => {
    expect(
      optionValues([
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ]),
    ).toEqual(['a', 'b'])
  })
})

describe('builder inputs and form defaults', () => {
  it('defaults sliders to 0..300 step 1', () => {
    expect(SLIDER_DEFAULTS).toEqual({ min: 0, max: 300, step: 1 })
  })

  it('rates from 1 to 5', () => {
    expect(RATER_RANGE).toEqual({ min: 1, max: 5 })
  })

  it('lists the default form sources', () => {
    expect(DEFAULT_FORM_SOURCES).toEqual([
      'lead-form-simple',
      'prospect-multi-form-1',
      'prospect-multi-form-2',
      'prospect-with-quote-form',
      'account-form-min',
      'lead-form',
    ])
  })

  it('confirms to lead-form-simple-download by default', () => {
    expect(DEFAULT_FORM_CONFIRM).toBe('lead-form-simple-download')
  })

  it('has the default confirm message word for word, curly apostrophe included', () => {
    expect(DEFAULT_CONFIRM_MESSAGE).toBe(
      'Thanks for your interest! We\u2019ll get back to you shortly.',
    )
  })
})

describe('timing', () => {
  it('flushes tracking every 5 s', () => {
    expect(TRACKING_FLUSH_MS).toBe(5000)
  })

  it('shows copy feedback for 2 s', () => {
    expect(COPY_FEEDBACK_MS).toBe(2000)
  })

  it('shows success toasts 3 s and error toasts 5 s', () => {
    expect(TOAST_SUCCESS_MS).toBe(3000)
    expect(TOAST_ERROR_MS).toBe(5000)
  })
})

describe('labels', () => {
  it('labels the resource buttons Download and PREVIEW', () => {
    expect(RESOURCE_DOWNLOAD_LABEL).toBe('Download')
    expect(RESOURCE_PREVIEW_LABEL).toBe('PREVIEW')
  })

  it('labels the collapse link Learn More', () => {
    expect(COLLAPSE_LINK_LABEL).toBe('Learn More')
  })

  it('heads vendor logos with In partnership with', () => {
    expect(PARTNER_HEADER).toBe('In partnership with')
  })

  it('tags resources EA by default', () => {
    expect(DEFAULT_RESOURCE_TAG).toBe('EA')
  })

  it('saves downloads as supportDoc.pdf by default', () => {
    expect(DEFAULT_DOWNLOAD_FILE_NAME).toBe('supportDoc.pdf')
  })
})

describe('randomString', () => {
  afterEach(() => vi.restoreAllMocks())

  it('uses letters, digits and !%* only', () => {
    expect(RANDOM_STRING_ALPHABET).toMatch(/^[A-Za-z0-9!%*]+$/)
    expect(RANDOM_STRING_ALPHABET).toHaveLength(26 + 26 + 10 + 3)
  })

  it('returns a string of the requested length over the alphabet', () => {
    const value = randomString(64)
    expect(value).toHaveLength(64)
    expect(value).toMatch(/^[A-Za-z0-9!%*]+$/)
  })

  it('returns an empty string for length 0', () => {
    expect(randomString(0)).toBe('')
  })

  it('draws from crypto.getRandomValues', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues')
    randomString(8)
    expect(spy).toHaveBeenCalled()
  })

  it('maps bytes onto the alphabet and redraws biased bytes', () => {
    // 65 characters: bytes 195..255 would favour the start of the alphabet, so they are skipped.
    let call = 0
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView | null>(array: T): T => {
        const bytes = array as unknown as Uint8Array
        bytes.fill(255)
        bytes.set(call === 0 ? [255, 0, 1, 64] : [200, 65])
        call += 1
        return array
      },
    )
    expect(randomString(4)).toBe('AB*A')
  })

  it('differs between calls', () => {
    expect(randomString(32)).not.toBe(randomString(32))
  })

  it('rejects a negative or fractional length', () => {
    expect(() => randomString(-1)).toThrow(RangeError)
    expect(() => randomString(1.5)).toThrow(RangeError)
  })
})

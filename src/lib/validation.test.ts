import type { z } from 'zod'

import { UPLOAD_MAX_BYTES } from './constants'
import {
  LOWERCASE_RULE,
  NUMBER_RULE,
  SYMBOL_RULE,
  UPPERCASE_RULE,
  VALIDATION_MESSAGES,
  annualSpendSchema,
  checkPasswordRules,
  createEmailSchema,
  createPasswordSchema,
  dunsSchema,
  emailSchema,
  minLengthRule,
  optionalPhoneSchema,
  optionalText,
  optionalWebsiteSchema,
  phoneSchema,
  requiredText,
  stripPhoneDashes,
  taxIdSchema,
  toE164,
  uploadFileError,
  usStateSchema,
  websiteSchema,
  zipcodeSchema,
} from './validation'

/** Every message a value produces, in order ([] when it is valid). */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('messages', () => {
  it('keeps the spec wording, including its oddities', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      email: 'Please enter a valid email address',
      phonePattern: 'Please enter a valid phone number',
      phoneLength: 'Please enter a valid Phone Number (10 digits)',
      zipcodeRequired: 'Please enter your your zipcode',
      zipcodeInvalid: 'Please enter a valid ZIP Code',
      website: 'Please enter a valid website address',
      annualSpendRequired: 'Please enter your annual spend',
      annualSpendNumber: 'Annual spend must be a number',
      annualSpendPositive: 'Annual spend must be a positive number',
      duns: 'Please enter a valid 9 digit DUNS #, or leave blank if unsure.',
      taxId: 'Please enter a valid 10 digit Tax ID, or leave blank if unsure.',
      uploadTooLarge: 'File size exceeds 50MB limit',
      uploadType: 'File type not accepted. Please upload: .xlsx,.xls,.csv',
    })
  })
})

describe('requiredText', () => {
  const name = requiredText('Please enter your city')

  it('accepts text and trims it', () => {
    expect(name.parse('  Austin ')).toBe('Austin')
  })

  it('reports its message when empty', () => {
    expect(messagesOf(name, '')).toEqual(['Please enter your city'])
  })

  it('reports its message when only spaces', () => {
    expect(messagesOf(name, '   ')).toEqual(['Please enter your city'])
  })

  it('reports its message when missing', () => {
    expect(messagesOf(name, undefined)).toEqual(['Please enter your city'])
  })
})

describe('optionalText', () => {
  it('accepts missing, blank and text, trimmed', () => {
    expect(optionalText.parse(undefined)).toBeUndefined()
    expect(optionalText.parse(' Suite 4 ')).toBe('Suite 4')
  })
})

describe('emailSchema', () => {
  it('accepts a valid email, trimmed', () => {
    expect(emailSchema.parse(' ada@example.com ')).toBe('ada@example.com')
  })

  it('accepts plus addressing and subdomains', () => {
    expect(messagesOf(emailSchema, 'ada+news@mail.example.co.uk')).toEqual([])
  })

  it('says "Please enter a valid email address" when empty', () => {
    expect(messagesOf(emailSchema, '')).toEqual(['Please enter a valid email address'])
  })

  it('takes at most 254 characters, the longest address mail can carry (sign-up took 20,000)', () => {
    const at254 = `${'a'.repeat(242)}@example.com`
    expect(at254).toHaveLength(254)
    expect(messagesOf(emailSchema, at254)).toEqual([])
    expect(messagesOf(emailSchema, `a${at254}`)).toEqual(['Please enter a valid email address'])
    expect(messagesOf(emailSchema, `${'q'.repeat(20_000)}@example.com`)).toEqual(['Please enter a valid email address'])
  })

  it('says "Please enter a valid email address" when missing', () => {
    expect(messagesOf(emailSchema, undefined)).toEqual(['Please enter a valid email address'])
  })

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada@@example.com', 'ada @example.com'])(
    'says "Please enter a valid email address" for %j',
    (value) => {
      expect(messagesOf(emailSchema, value)).toEqual(['Please enter a valid email address'])
    },
  )

  it('can carry other messages for required and invalid', () => {
    const email = createEmailSchema({
      required: 'Email is required',
      invalid: 'Email must be valid',
    })
    expect(messagesOf(email, '')).toEqual(['Email is required'])
    expect(messagesOf(email, 'nope')).toEqual(['Email must be valid'])
  })
})

describe('phoneSchema', () => {
  it('accepts the masked form 999-999-9999 (12 characters)', () => {
    expect(phoneSchema.parse('555-123-4567')).toBe('555-123-4567')
  })

  it('accepts 10 plain digits', () => {
    expect(messagesOf(phoneSchema, '5551234567')).toEqual([])
  })

  it('says "Please enter a valid phone number" when empty', () => {
    expect(messagesOf(phoneSchema, '')).toEqual(['Please enter a valid phone number'])
  })

  it('says "Please enter a valid phone number" for letters', () => {
    expect(messagesOf(phoneSchema, '555-CALL-NOW')).toEqual(['Please enter a valid phone number'])
  })

  it('says "Please enter a valid Phone Number (10 digits)" for too few digits', () => {
    expect(messagesOf(phoneSchema, '555-123-456')).toEqual([
      'Please enter a valid Phone Number (10 digits)',
    ])
  })

  it('says "Please enter a valid Phone Number (10 digits)" for too many digits', () => {
    expect(messagesOf(phoneSchema, '555-123-45678')).toEqual([
      'Please enter a valid Phone Number (10 digits)',
    ])
  })

  it('says "Please enter a valid phone number" when 10 digits have dashes out of place', () => {
    expect(messagesOf(phoneSchema, '55-5123-4567')).toEqual(['Please enter a valid phone number'])
  })

  it('optionalPhoneSchema accepts blank or missing but checks anything typed', () => {
    expect(messagesOf(optionalPhoneSchema, '')).toEqual([])
    expect(messagesOf(optionalPhoneSchema, undefined)).toEqual([])
    expect(messagesOf(optionalPhoneSchema, '555-1234')).toEqual([
      'Please enter a valid Phone Number (10 digits)',
    ])
  })
})

describe('stripPhoneDashes', () => {
  it('removes the mask dashes', () => {
    expect(stripPhoneDashes('555-123-4567')).toBe('5551234567')
  })

  it('leaves plain digits alone', () => {
    expect(stripPhoneDashes('5551234567')).toBe('5551234567')
  })
})

describe('toE164', () => {
  it('gives a 10-digit US number the +1 prefix', () => {
    expect(toE164('5551234567')).toBe('+15551234567')
  })

  it('converts the masked form', () => {
    expect(toE164('555-123-4567')).toBe('+15551234567')
  })

  it('reads 1 plus 10 digits as a US number', () => {
    expect(toE164('1-555-123-4567')).toBe('+15551234567')
  })

  it('keeps a number already in E.164 form', () => {
    expect(toE164('+447911123456')).toBe('+447911123456')
  })

  it('returns null for numbers that cannot be converted', () => {
    expect(toE164('555-1234')).toBeNull()
    expect(toE164('call me')).toBeNull()
    expect(toE164('')).toBeNull()
  })
})

describe('zipcodeSchema', () => {
  it('accepts 5 digits', () => {
    expect(zipcodeSchema.parse(' 78701 ')).toBe('78701')
  })

  it('says "Please enter your your zipcode" when empty', () => {
    expect(messagesOf(zipcodeSchema, '')).toEqual(['Please enter your your zipcode'])
  })

  it('says "Please enter your your zipcode" when missing', () => {
    expect(messagesOf(zipcodeSchema, undefined)).toEqual(['Please enter your your zipcode'])
  })

  it('says "Please enter a valid ZIP Code" for fewer than 5 digits', () => {
    expect(messagesOf(zipcodeSchema, '7870')).toEqual(['Please enter a valid ZIP Code'])
  })

  it('says "Please enter a valid ZIP Code" for letters', () => {
    expect(messagesOf(zipcodeSchema, '7870A')).toEqual(['Please enter a valid ZIP Code'])
  })

  it('says "Please enter a valid ZIP Code" for ZIP+4, which exceeds the 5-character limit', () => {
    expect(messagesOf(zipcodeSchema, '78701-1234')).toEqual(['Please enter a valid ZIP Code'])
  })
})

describe('usStateSchema (spec section 9: the 50 states plus DC)', () => {
  const schema = usStateSchema('Please enter your state')

  it('accepts a state’s code or name as people type them', () => {
    for (const value of ['OH', 'oh', 'Ohio', ' new  york ', 'DC', 'D.C.', 'District of Columbia', 'WY']) {
      expect(messagesOf(schema, value), value).toEqual([])
    }
  })

  it('says the message for a blank field or anything that is not a state', () => {
    for (const value of ['', '  ', 'ZZ', 'PR', 'Ohio River', 'O']) {
      expect(messagesOf(schema, value), value).toEqual(['Please enter your state'])
    }
  })
})

describe('websiteSchema', () => {
  it.each([
    'example.com',
    'www.example.com',
    'http://example.com',
    'https://www.example.com/',
    'my-shop.example.co',
    'shop123.io',
  ])('accepts %j', (value) => {
    expect(messagesOf(websiteSchema, value)).toEqual([])
  })

  it.each([
    '',
    'example',
    'example.c',
    'example.123',
    'ftp://example.com',
    'https://example.com/path',
    'exa mple.com',
    '-example.com',
  ])('says "Please enter a valid website address" for %j', (value) => {
    expect(messagesOf(websiteSchema, value)).toEqual(['Please enter a valid website address'])
  })

  it('optionalWebsiteSchema accepts blank or missing but checks anything typed', () => {
    expect(messagesOf(optionalWebsiteSchema, '')).toEqual([])
    expect(messagesOf(optionalWebsiteSchema, undefined)).toEqual([])
    expect(messagesOf(optionalWebsiteSchema, 'nope')).toEqual([
      'Please enter a valid website address',
    ])
  })
})

describe('annualSpendSchema', () => {
  it('accepts a positive number', () => {
    expect(annualSpendSchema.parse(25000)).toBe(25000)
  })

  it('reads a number typed as text, ignoring $ and commas', () => {
    expect(annualSpendSchema.parse('$25,000.50')).toBe(25000.5)
  })

  it('says "Please enter your annual spend" when empty', () => {
    expect(messagesOf(annualSpendSchema, '')).toEqual(['Please enter your annual spend'])
  })

  it('says "Please enter your annual spend" when missing', () => {
    expect(messagesOf(annualSpendSchema, undefined)).toEqual(['Please enter your annual spend'])
  })

  it('says "Annual spend must be a number" for text', () => {
    expect(messagesOf(annualSpendSchema, 'lots')).toEqual(['Annual spend must be a number'])
  })

  it('says "Annual spend must be a number" for NaN', () => {
    expect(messagesOf(annualSpendSchema, Number.NaN)).toEqual(['Annual spend must be a number'])
  })

  it('says "Annual spend must be a number" for a non-number type', () => {
    expect(messagesOf(annualSpendSchema, true)).toEqual(['Annual spend must be a number'])
  })

  it('says "Annual spend must be a positive number" for zero', () => {
    expect(messagesOf(annualSpendSchema, 0)).toEqual(['Annual spend must be a positive number'])
  })

  it('says "Annual spend must be a positive number" for a negative amount', () => {
    expect(messagesOf(annualSpendSchema, '-5')).toEqual(['Annual spend must be a positive number'])
  })
})

describe('dunsSchema', () => {
  it('accepts 9 digits', () => {
    expect(messagesOf(dunsSchema, '123456789')).toEqual([])
  })

  it('accepts blank, as the message invites', () => {
    expect(messagesOf(dunsSchema, '')).toEqual([])
    expect(messagesOf(dunsSchema, undefined)).toEqual([])
  })

  it.each(['12345678', '1234567890', '12-345-6789', 'ABCDEFGHI'])(
    'says "Please enter a valid 9 digit DUNS #, or leave blank if unsure." for %j',
    (value) => {
      expect(messagesOf(dunsSchema, value)).toEqual([
        'Please enter a valid 9 digit DUNS #, or leave blank if unsure.',
      ])
    },
  )
})

describe('taxIdSchema', () => {
  it('accepts NN-NNNNNNN', () => {
    expect(messagesOf(taxIdSchema, '12-3456789')).toEqual([])
  })

  it('accepts NNN-NN-NNNN', () => {
    expect(messagesOf(taxIdSchema, '123-45-6789')).toEqual([])
  })

  it('accepts blank, as the message invites', () => {
    expect(messagesOf(taxIdSchema, '')).toEqual([])
  })

  it.each(['123456789', '1-23456789', '12-345678', '123-456-789'])(
    'says "Please enter a valid 10 digit Tax ID, or leave blank if unsure." for %j',
    (value) => {
      expect(messagesOf(taxIdSchema, value)).toEqual([
        'Please enter a valid 10 digit Tax ID, or leave blank if unsure.',
      ])
    },
  )
})

describe('password rules', () => {
  it('minLengthRule names its length and counts characters', () => {
    const rule = minLengthRule(12)
    expect(rule.message).toBe('Must include 12 characters')
    expect(rule.test('a'.repeat(11))).toBe(false)
    expect(rule.test('a'.repeat(12))).toBe(true)
  })

  it('LOWERCASE_RULE needs one lowercase letter', () => {
    expect(LOWERCASE_RULE.message).toBe('Must include one lowercase letter')
    expect(LOWERCASE_RULE.test('ABC1!')).toBe(false)
    expect(LOWERCASE_RULE.test('ABc1!')).toBe(true)
  })

  it('UPPERCASE_RULE needs one uppercase letter', () => {
    expect(UPPERCASE_RULE.message).toBe('Must include one uppercase letter')
    expect(UPPERCASE_RULE.test('abc1!')).toBe(false)
    expect(UPPERCASE_RULE.test('aBc1!')).toBe(true)
  })

  it('NUMBER_RULE needs one number', () => {
    expect(NUMBER_RULE.message).toBe('Must include one number')
    expect(NUMBER_RULE.test('abc!')).toBe(false)
    expect(NUMBER_RULE.test('abc1')).toBe(true)
  })

  it('SYMBOL_RULE needs one character that is not a letter, number or space', () => {
    expect(SYMBOL_RULE.message).toBe('Must include one symbol')
    expect(SYMBOL_RULE.test('abc 123')).toBe(false)
    expect(SYMBOL_RULE.test('abc#123')).toBe(true)
  })

  it('checkPasswordRules reports every rule with isMet', () => {
    expect(checkPasswordRules('abc', [LOWERCASE_RULE, NUMBER_RULE])).toEqual([
      { id: 'lowercase', message: 'Must include one lowercase letter', isMet: true },
      { id: 'number', message: 'Must include one number', isMet: false },
    ])
  })

  it('createPasswordSchema reports each unmet rule separately, in order', () => {
    const schema = createPasswordSchema([minLengthRule(8), NUMBER_RULE])
    expect(messagesOf(schema, 'abc')).toEqual([
      'Must include 8 characters',
      'Must include one number',
    ])
    expect(messagesOf(schema, 'abcdefg1')).toEqual([])
  })
})

describe('uploadFileError', () => {
  it('accepts a spreadsheet up to 50 MB', () => {
    expect(uploadFileError({ name: 'quote.XLSX', size: UPLOAD_MAX_BYTES })).toBeNull()
  })

  it('says "File size exceeds 50MB limit" above 50 MB', () => {
    expect(uploadFileError({ name: 'quote.csv', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      'File size exceeds 50MB limit',
    )
  })

  it('says "File type not accepted. Please upload: .xlsx,.xls,.csv" for other types', () => {
    expect(uploadFileError({ name: 'quote.pdf', size: 10 })).toBe(
      'File type not accepted. Please upload: .xlsx,.xls,.csv',
    )
  })
})

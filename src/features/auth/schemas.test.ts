import type { z } from 'zod'

import {
  forgotPasswordSchema,
  magicLinkSchema,
  passwordRuleChecks,
  resetPasswordRuleChecks,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './schemas'

/** Messages for one field, in order ([] when that field is valid). */
function fieldMessages(schema: z.ZodType, value: unknown, field: string): string[] {
  const result = schema.safeParse(value)
  if (result.success) return []
  return result.error.issues
    .filter((issue) => issue.path.join('.') === field)
    .map((issue) => issue.message)
}

const STRONG_PASSWORD = 'Correct-Horse-9'

const validSignUp = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: STRONG_PASSWORD,
  terms: true,
}

describe('signUpSchema', () => {
  it('accepts a complete sign-up, trimming names and email', () => {
    expect(
      signUpSchema.parse({ ...validSignUp, firstName: ' Ada ', email: ' ada@example.com ' }),
    ).toEqual(validSignUp)
  })

  it('limits first and last names to 50 characters', () => {
    expect(fieldMessages(signUpSchema, { ...validSignUp, firstName: 'A'.repeat(51) }, 'firstName')).toEqual([
      'First name must be 50 characters or fewer',
    ])
    expect(fieldMessages(signUpSchema, { ...validSignUp, lastName: 'B'.repeat(51) }, 'lastName')).toEqual([
      'Last name must be 50 characters or fewer',
    ])
    expect(signUpSchema.safeParse({ ...validSignUp, firstName: 'A'.repeat(50) }).success).toBe(true)
  })

  it('strips keys it does not know', () => {
    const parsed = signUpSchema.parse({ ...validSignUp, role: 'admin' })
    expect(parsed).not.toHaveProperty('role')
  })

  it('says "Please enter your first name" when the first name is blank', () => {
    expect(fieldMessages(signUpSchema, { ...validSignUp, firstName: ' ' }, 'firstName')).toEqual([
      'Please enter your first name',
    ])
  })

  it('says "Please enter your last name" when the last name is blank', () => {
    expect(fieldMessages(signUpSchema, { ...validSignUp, lastName: '' }, 'lastName')).toEqual([
      'Please enter your last name',
    ])
  })

  it('says "Please enter a valid email address" for a malformed email', () => {
    expect(fieldMessages(signUpSchema, { ...validSignUp, email: 'ada@' }, 'email')).toEqual([
      'Please enter a valid email address',
    ])
  })

  it('says "Must include 12 characters" for an 11-character password', () => {
    expect(
      fieldMessages(signUpSchema, { ...validSignUp, password: 'Abcdefgh1!x' }, 'password'),
    ).toEqual(['Must include 12 characters'])
  })

  it('says "Must include one lowercase letter" without a lowercase letter', () => {
    expect(
      fieldMessages(signUpSchema, { ...validSignUp, password: 'CORRECT-HORSE-9' }, 'password'),
    ).toEqual(['Must include one lowercase letter'])
  })

  it('says "Must include one uppercase letter" without an uppercase letter', () => {
    expect(
      fieldMessages(signUpSchema, { ...validSignUp, password: 'correct-horse-9' }, 'password'),
    ).toEqual(['Must include one uppercase letter'])
  })

  it('says "Must include one number" without a number', () => {
    expect(
      fieldMessages(signUpSchema, { ...validSignUp, password: 'Correct-Horse-X' }, 'password'),
    ).toEqual(['Must include one number'])
  })

  it('says "Must include one symbol" without a symbol', () => {
    expect(
      fieldMessages(signUpSchema, { ...validSignUp, password: 'CorrectHorse99' }, 'password'),
    ).toEqual(['Must include one symbol'])
  })

  it('reports every unmet password rule separately, in checklist order', () => {
    expect(fieldMessages(signUpSchema, { ...validSignUp, password: '' }, 'password')).toEqual([
      'Must include 12 characters',
      'Must include one lowercase letter',
      'Must include one uppercase letter',
      'Must include one number',
      'Must include one symbol',
    ])
  })

  it('does not trim the password', () => {
    expect(signUpSchema.parse({ ...validSignUp, password: ` ${STRONG_PASSWORD} ` }).password).toBe(
      ` ${STRONG_PASSWORD} `,
    )
  })

  it('says "Please agree to Terms and Conditions and Privacy Policy" when terms are unticked', () => {
    expect(fieldMessages(signUpSchema, { ...validSignUp, terms: false }, 'terms')).toEqual([
      'Please agree to Terms and Conditions and Privacy Policy',
    ])
  })

  it('says "Please agree to Terms and Conditions and Privacy Policy" when terms are missing', () => {
    const { terms: _terms, ...withoutTerms } = validSignUp
    expect(fieldMessages(signUpSchema, withoutTerms, 'terms')).toEqual([
      'Please agree to Terms and Conditions and Privacy Policy',
    ])
  })
})

describe('passwordRuleChecks', () => {
  it('lists the five sign-up rules, none met for an empty password', () => {
    expect(passwordRuleChecks('')).toEqual([
      { id: 'length', message: 'Must include 12 characters', isMet: false },
      { id: 'lowercase', message: 'Must include one lowercase letter', isMet: false },
      { id: 'uppercase', message: 'Must include one uppercase letter', isMet: false },
      { id: 'number', message: 'Must include one number', isMet: false },
      { id: 'symbol', message: 'Must include one symbol', isMet: false },
    ])
  })

  it('marks each rule met as the password grows', () => {
    const met = (password: string) =>
      passwordRuleChecks(password)
        .filter((check) => check.isMet)
        .map((check) => check.id)
    expect(met('a')).toEqual(['lowercase'])
    expect(met('aB')).toEqual(['lowercase', 'uppercase'])
    expect(met('aB3')).toEqual(['lowercase', 'uppercase', 'number'])
    expect(met('aB3$')).toEqual(['lowercase', 'uppercase', 'number', 'symbol'])
    expect(met('aB3$aaaaaaaa')).toEqual(['length', 'lowercase', 'uppercase', 'number', 'symbol'])
  })
})

describe('signInSchema', () => {
  const validSignIn = { email: 'ada@example.com', password: 'anything' }

  it('accepts an email and any password of 6 characters or more', () => {
    expect(signInSchema.parse(validSignIn)).toEqual(validSignIn)
    expect(signInSchema.parse({ ...validSignIn, password: 'abcdef' })).toEqual({ ...validSignIn, password: 'abcdef' })
  })

  it('says "Enter valid password" for a password shorter than any account has (spec section 5: min 6)', () => {
    expect(fieldMessages(signInSchema, { ...validSignIn, password: 'abcde' }, 'password')).toEqual([
      'Enter valid password',
    ])
  })

  it('says "Email is required" when the email is empty', () => {
    expect(fieldMessages(signInSchema, { ...validSignIn, email: '' }, 'email')).toEqual([
      'Email is required',
    ])
  })

  it('says "Email is required" when the email is missing', () => {
    expect(fieldMessages(signInSchema, { password: 'x' }, 'email')).toEqual(['Email is required'])
  })

  it('says "Email must be valid" for a malformed email', () => {
    expect(
      fieldMessages(signInSchema, { ...validSignIn, email: 'ada.example.com' }, 'email'),
    ).toEqual(['Email must be valid'])
  })

  it('says "Enter valid password" when the password is empty', () => {
    expect(fieldMessages(signInSchema, { ...validSignIn, password: '' }, 'password')).toEqual([
      'Enter valid password',
    ])
  })

  it('says "Enter valid password" when the password is missing', () => {
    expect(fieldMessages(signInSchema, { email: 'ada@example.com' }, 'password')).toEqual([
      'Enter valid password',
    ])
  })

  it('strips keys it does not know', () => {
    expect(signInSchema.parse({ ...validSignIn, remember: true })).toEqual(validSignIn)
  })
})

describe('forgotPasswordSchema', () => {
  it('accepts an email', () => {
    expect(forgotPasswordSchema.parse({ email: 'ada@example.com' })).toEqual({
      email: 'ada@example.com',
    })
  })

  it('says "Please enter a valid email address" for a malformed email', () => {
    expect(fieldMessages(forgotPasswordSchema, { email: 'ada' }, 'email')).toEqual([
      'Please enter a valid email address',
    ])
  })
})

describe('magicLinkSchema', () => {
  it('accepts an email', () => {
    expect(magicLinkSchema.safeParse({ email: 'ada@example.com' }).success).toBe(true)
  })

  it('says "Please enter a valid email address" when empty', () => {
    expect(fieldMessages(magicLinkSchema, { email: '' }, 'email')).toEqual([
      'Please enter a valid email address',
    ])
  })
})

describe('resetPasswordSchema', () => {
  const valid = { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }

  it('accepts a matching password of 8 characters with upper, lower and digit', () => {
    expect(resetPasswordSchema.parse(valid)).toEqual(valid)
  })

  it('needs no symbol', () => {
    expect(resetPasswordSchema.safeParse(valid).success).toBe(true)
  })

  it('says "Must include 8 characters" for 7 characters', () => {
    expect(
      fieldMessages(
        resetPasswordSchema,
        { password: 'Abcdef1', confirmPassword: 'Abcdef1' },
        'password',
      ),
    ).toEqual(['Must include 8 characters'])
  })

  it('says "Must include one uppercase letter" without an uppercase letter', () => {
    expect(
      fieldMessages(
        resetPasswordSchema,
        { password: 'abcdefg1', confirmPassword: 'abcdefg1' },
        'password',
      ),
    ).toEqual(['Must include one uppercase letter'])
  })

  it('says "Must include one lowercase letter" without a lowercase letter', () => {
    expect(
      fieldMessages(
        resetPasswordSchema,
        { password: 'ABCDEFG1', confirmPassword: 'ABCDEFG1' },
        'password',
      ),
    ).toEqual(['Must include one lowercase letter'])
  })

  it('says "Must include one number" without a digit', () => {
    expect(
      fieldMessages(
        resetPasswordSchema,
        { password: 'Abcdefgh', confirmPassword: 'Abcdefgh' },
        'password',
      ),
    ).toEqual(['Must include one number'])
  })

  it('says "Passwords must match" on the confirm field when they differ', () => {
    expect(
      fieldMessages(
        resetPasswordSchema,
        { ...valid, confirmPassword: 'Abcdefg2' },
        'confirmPassword',
      ),
    ).toEqual(['Passwords must match'])
  })

  it('says "Passwords must match" even while the password breaks a rule', () => {
    expect(
      fieldMessages(
        resetPasswordSchema,
        { password: 'abc', confirmPassword: 'abd' },
        'confirmPassword',
      ),
    ).toEqual(['Passwords must match'])
  })

  it('says "Please confirm your password" when the confirmation is empty', () => {
    expect(
      fieldMessages(resetPasswordSchema, { ...valid, confirmPassword: '' }, 'confirmPassword'),
    ).toEqual(['Please confirm your password'])
  })

  it('resetPasswordRuleChecks lists the four reset rules', () => {
    expect(resetPasswordRuleChecks('abcdefgh')).toEqual([
      { id: 'length', message: 'Must include 8 characters', isMet: true },
      { id: 'uppercase', message: 'Must include one uppercase letter', isMet: false },
      { id: 'lowercase', message: 'Must include one lowercase letter', isMet: true },
      { id: 'number', message: 'Must include one number', isMet: false },
    ])
  })
})

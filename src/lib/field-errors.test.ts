import { z } from 'zod'

import { toFieldErrors } from './field-errors'

const schema = z.object({
  company: z.string().min(1, { error: 'Please enter your business name' }),
  businessInfo: z.object({ stage: z.enum(['growth'], { error: 'Please select your company stage' }) }),
  password: z
    .string()
    .refine((value) => value.length >= 12, { error: 'Must include 12 characters' })
    .refine((value) => /\d/.test(value), { error: 'Must include one number' }),
})

describe('toFieldErrors', () => {
  it('keys each message by its dotted field path', () => {
    const result = schema.safeParse({ company: '', businessInfo: { stage: 'idea' }, password: 'Long-enough-pass1' })
    expect(result.success).toBe(false)
    expect(toFieldErrors(result.error!)).toEqual({
      company: 'Please enter your business name',
      'businessInfo.stage': 'Please select your company stage',
    })
  })

  it('keeps only the first message of a field', () => {
    const result = schema.safeParse({ company: 'Bakery', businessInfo: { stage: 'growth' }, password: 'short' })
    expect(toFieldErrors(result.error!)).toEqual({ password: 'Must include 12 characters' })
  })

  it('keys an issue with the whole value as "form", or the key given', () => {
    const result = schema.safeParse('Brightside')
    expect(Object.keys(toFieldErrors(result.error!))).toEqual(['form'])
    expect(Object.keys(toFieldErrors(result.error!, 'password'))).toEqual(['password'])
  })
})

import type { FieldHook } from 'payload'

import { slugField, slugify } from './slug'

describe('slugify', () => {
  it('keeps only lower-case letters, digits and single hyphens', () => {
    expect(slugify('  Set Up Your ODP Business Account!  ')).toBe('set-up-your-odp-business-account')
    expect(slugify('Café taxes & you')).toBe('cafe-taxes-and-you')
    expect(slugify('/vendors//odp/')).toBe('vendors-odp')
  })
})

describe('slugField', () => {
  const field = slugField('guideSlug', { from: 'guideCardTitle' })
  const hook = field.hooks!.beforeValidate![0] as FieldHook
  const run = (value: unknown, siblingData: Record<string, unknown>) =>
    hook({ value, siblingData } as unknown as Parameters<FieldHook>[0])

  it('is required, unique and indexed', () => {
    expect(field).toMatchObject({ name: 'guideSlug', type: 'text', required: true, unique: true, index: true })
  })

  it('normalises what the operator typed', () => {
    expect(run('Grant Office Hours', { guideCardTitle: 'Something else' })).toBe('grant-office-hours')
  })

  it('is made from the title when left empty', () => {
    expect(run('', { guideCardTitle: 'Five ways to cut shipping costs' })).toBe('five-ways-to-cut-shipping-costs')
  })

  it('stays empty (and fails validation as required) with nothing to make it from', () => {
    expect(run(undefined, {})).toBeUndefined()
  })
})

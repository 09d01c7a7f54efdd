import { profileUpdateSchema } from './schemas'

describe('profileUpdateSchema', () => {
  it('takes a name of up to 50 characters each', () => {
    const name = { firstName: 'M'.repeat(50), lastName: 'Okafor' }
    expect(profileUpdateSchema.parse({ name })).toEqual({ name })
  })

  it('refuses a name over 50 characters with sign-up’s messages, before anything is saved', () => {
    const result = profileUpdateSchema.safeParse({ name: { firstName: 'M'.repeat(51), lastName: 'O'.repeat(300) } })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name.firstName', 'First name must be 50 characters or fewer'],
      ['name.lastName', 'Last name must be 50 characters or fewer'],
    ])
  })

  it('still requires both names', () => {
    const result = profileUpdateSchema.safeParse({ name: { firstName: ' ', lastName: '' } })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter your first name',
      'Please enter your last name',
    ])
  })
})

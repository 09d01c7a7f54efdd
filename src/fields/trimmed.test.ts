import type { FieldHook } from 'payload'

import { trimText } from './trimmed'

const run = (value: unknown) => trimText({ value } as Parameters<FieldHook>[0])

describe('trimText', () => {
  it('saves text without the spaces around it, so spaces alone are empty', () => {
    expect(run('  Parcels on a loading dock \n')).toBe('Parcels on a loading dock')
    expect(run('   ')).toBe('')
    expect(run(null)).toBeNull()
    expect(run(undefined)).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'

import { operatorAccountMessage } from './operator-account'

describe('operatorAccountMessage', () => {
  it('shows a generated password once and never one the operator supplied', () => {
    expect(operatorAccountMessage('admin@example.com', 'Ea-generated-1', true)).toBe(
      'Operator account for /admin: admin@example.com / Ea-generated-1',
    )
    const supplied = operatorAccountMessage('admin@example.com', 'My-Own-Secret-2026', false)
    expect(supplied).not.toContain('My-Own-Secret-2026')
    expect(supplied).toBe('Operator account for /admin: admin@example.com (password from ADMIN_PASSWORD)')
  })
})

import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { proxy } from './proxy'

const policyOf = (path: string) =>
  proxy(new NextRequest(`http://localhost:3000${path}`)).headers.get('content-security-policy') ?? ''

describe('proxy', () => {
  it("gives the admin's relaxed policy to the admin's paths only", () => {
    expect(policyOf('/admin/collections/pages')).toContain("'unsafe-eval'")
    expect(policyOf('/administration')).not.toContain("'unsafe-eval'")
    expect(policyOf('/admin-guide')).not.toContain("'unsafe-eval'")
  })

  it('sends Cross-Origin-Opener-Policy on every page', () => {
    expect(proxy(new NextRequest('http://localhost:3000/')).headers.get('cross-origin-opener-policy')).toBe('same-origin')
  })
})

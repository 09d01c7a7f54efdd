import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { proxy } from './proxy'

const policyOf = async (path: string) =>
  (await proxy(new NextRequest(`http://localhost:3000${path}`))).headers.get('content-security-policy') ?? ''

describe('proxy', () => {
  it("gives the admin's relaxed policy to the admin's paths only", async () => {
    expect(await policyOf('/admin/collections/pages')).toContain("'unsafe-eval'")
    expect(await policyOf('/administration')).not.toContain("'unsafe-eval'")
    expect(await policyOf('/admin-guide')).not.toContain("'unsafe-eval'")
  })

  it('sends Cross-Origin-Opener-Policy on every page', async () => {
    // A member's page: the proxy answers it without the anonymous page cache.
    const response = await proxy(new NextRequest('http://localhost:3000/dashboard'))
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  })
})

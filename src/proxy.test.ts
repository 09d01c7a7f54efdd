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

  it("leaves an uploaded file's policy to Payload (an SVG's forbids script), never the admin's", async () => {
    expect(await policyOf('/cms-api/media/file/logo.svg')).toBe('')
    expect(await policyOf('/cms-api/media/4')).toContain("'unsafe-inline'")
  })

  it('sends Cross-Origin-Opener-Policy on every page', async () => {
    // A member's page: the proxy answers it without the anonymous page cache.
    const response = await proxy(new NextRequest('http://localhost:3000/dashboard'))
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  })

  it('sends a page address in capitals or with encoded letters to its one form, keeping the query', async () => {
    for (const [path, written] of [
      ['/About-Us?ref=mail', '/about-us?ref=mail'],
      ['/ho%6De', '/home'],
    ]) {
      const response = await proxy(new NextRequest(`http://localhost:3000${path}`))
      expect(response.status, path).toBe(308)
      expect(new URL(response.headers.get('location') ?? '', 'http://localhost:3000').href).toBe(
        `http://localhost:3000${written}`,
      )
    }
  })

  it('refuses a Server Action posted from another site with 403, where Next would answer 500', async () => {
    const response = await proxy(
      new NextRequest('http://localhost:3000/home', {
        method: 'POST',
        headers: {
          'next-action': '7f3a',
          origin: 'http://evil.example',
          host: 'localhost:3000',
          'content-type': 'text/plain',
        },
        body: '[]',
      }),
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      code: 'CROSS_SITE_REQUEST',
      message: 'This request came from another site and was refused.',
    })
  })
})

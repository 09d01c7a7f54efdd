import { describe, expect, it } from 'vitest'

import { buildContentSecurityPolicy, isAdminPath, isUploadedFilePath, securityHeaders } from './csp'
import { EARLY_CLICK_SCRIPT_HASH } from './early-clicks'

describe('buildContentSecurityPolicy', () => {
  it('allows only self and the request nonce to run scripts on public pages', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'abc123', isAdmin: false, isDev: false })
    expect(policy).toContain(`script-src 'self' 'nonce-abc123' ${EARLY_CLICK_SCRIPT_HASH} 'strict-dynamic'`)
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('forbids framing by other sites and plugins everywhere', () => {
    for (const isAdmin of [true, false]) {
      const policy = buildContentSecurityPolicy({ nonce: 'n', isAdmin, isDev: false })
      expect(policy).toContain("frame-ancestors 'self'")
      expect(policy).toContain("object-src 'none'")
    }
  })

  it('lets the admin run the inline and evaluated scripts its editors need', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n', isAdmin: true, isDev: false })
    expect(policy).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'")
  })

  it('allows evaluated scripts in development only, for Next’s dev tooling', () => {
    expect(buildContentSecurityPolicy({ nonce: 'n', isAdmin: false, isDev: true })).toContain("'unsafe-eval'")
  })
})

describe('isAdminPath', () => {
  it("matches the admin's own paths only", () => {
    for (const path of ['/admin', '/admin/', '/admin/collections/pages', '/cms-api', '/cms-api/graphql']) {
      expect(isAdminPath(path), path).toBe(true)
    }
    for (const path of ['/administration', '/admins', '/admin-tips', '/cms-apis', '/', '/dashboard']) {
      expect(isAdminPath(path), path).toBe(false)
    }
  })
})

describe('isUploadedFilePath', () => {
  it("matches an upload collection's file addresses only", () => {
    for (const path of ['/cms-api/media/file/logo.svg', '/cms-api/quote-files/file/orders.csv']) {
      expect(isUploadedFilePath(path), path).toBe(true)
    }
    for (const path of ['/cms-api/media', '/cms-api/media/4', '/cms-api/media/file/', '/media/file/logo.svg']) {
      expect(isUploadedFilePath(path), path).toBe(false)
    }
  })
})

describe('securityHeaders', () => {
  it('always isolates the window and asks for HTTPS when the site is on https', () => {
    expect(securityHeaders({ siteUrl: 'http://localhost:3000' })).toEqual({ 'cross-origin-opener-policy': 'same-origin' })
    expect(securityHeaders({ siteUrl: 'https://collective.example.com' })).toEqual({
      'cross-origin-opener-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    })
  })
})

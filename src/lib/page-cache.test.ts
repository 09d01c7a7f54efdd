import { expirePageCache, isCacheablePageRequest, placeholderNonce, withNonce } from './page-cache'

function pageRequest(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const url = new URL(path, 'http://localhost')
  return { method, headers: new Headers(headers), nextUrl: { pathname: url.pathname, search: url.search } }
}

describe('isCacheablePageRequest', () => {
  it('caches marketing pages, detail pages, sign-up and sign-in for visitors without a session', () => {
    for (const path of ['/home', '/', '/community/grant-competition', '/resources/reads/buying-in-bulk', '/onboard/sign-up', '/onboard/sign-in']) {
      expect(isCacheablePageRequest(pageRequest(path, { accept: 'text/html' })), path).toBe(true)
    }
  })

  it('keeps pages personal when a session or preview cookie is present', () => {
    for (const cookie of ['better-auth.session_token=abc', 'theme=dark; __Secure-better-auth.session_token=abc', '__prerender_bypass=1']) {
      expect(isCacheablePageRequest(pageRequest('/home', { cookie })), cookie).toBe(false)
    }
    expect(isCacheablePageRequest(pageRequest('/home', { cookie: 'ea_consent=yes' }))).toBe(true)
  })

  it('never caches private areas, files, queries, navigations or other methods', () => {
    for (const path of ['/dashboard', '/dashboard/benefits', '/onboard/verified', '/admin', '/api/me', '/cms-api/pages', '/log-out', '/icon.svg']) {
      expect(isCacheablePageRequest(pageRequest(path)), path).toBe(false)
    }
    expect(isCacheablePageRequest(pageRequest('/onboard/sign-up?pageSlug=/dashboard'))).toBe(false)
    expect(isCacheablePageRequest(pageRequest('/home', { rsc: '1' }))).toBe(false)
    expect(isCacheablePageRequest(pageRequest('/home', { accept: 'application/json' }))).toBe(false)
    expect(isCacheablePageRequest(pageRequest('/home', {}, 'POST'))).toBe(false)
  })
})

describe('withNonce', () => {
  it('puts the response’s own nonce wherever the stored page has the placeholder', () => {
    const placeholder = placeholderNonce()
    const entry = {
      status: 200,
      html: `<script nonce="${placeholder}">1</script><script nonce="${placeholder}" src="/a.js"></script>`,
      headers: [['link', `</a.css>; rel=preload; nonce="${placeholder}"`]] as [string, string][],
      storedAt: Date.now(),
      generation: 0,
    }
    const { body, headers } = withNonce(entry, 'fresh123')
    expect(body).toBe('<script nonce="fresh123">1</script><script nonce="fresh123" src="/a.js"></script>')
    expect(headers.get('link')).toContain('nonce="fresh123"')
    expect(body).not.toContain(placeholder)
  })

  it('keeps the placeholder the same until the process restarts, even across expiry', () => {
    const before = placeholderNonce()
    expirePageCache()
    expect(placeholderNonce()).toBe(before)
    expect(before).toMatch(/^eapc[0-9a-f]{36}$/)
  })
})

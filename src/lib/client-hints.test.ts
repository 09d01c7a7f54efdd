import nextConfig from '../../next.config'
import { ADMIN_THEME_HINT, themeHintOnlyForAdmin } from './client-hints'

const payloadRule = {
  source: '/:path*',
  headers: [
    { key: 'Accept-CH', value: ADMIN_THEME_HINT },
    { key: 'Vary', value: ADMIN_THEME_HINT },
    { key: 'Critical-CH', value: ADMIN_THEME_HINT },
  ],
}
const ownRule = {
  source: '/:path*',
  headers: [
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Vary', value: 'Accept-Encoding' },
  ],
}

function hintKeys(rules: { source: string; headers: { key: string }[] }[], source: string): string[] {
  return rules
    .filter((rule) => rule.source === source)
    .flatMap((rule) => rule.headers.map((header) => header.key))
    .filter((key) => /^(accept-ch|critical-ch)$/i.test(key))
}

describe('themeHintOnlyForAdmin', () => {
  it('takes the theme hint off every path and asks for it only on the admin and below', () => {
    const rules = themeHintOnlyForAdmin([ownRule, payloadRule])
    expect(rules).toEqual([
      ownRule,
      { source: '/admin', headers: payloadRule.headers },
      { source: '/admin/:path*', headers: payloadRule.headers },
    ])
  })

  it('keeps a Vary of something else, and drops the hint whatever the case of its header names', () => {
    const mixedCase = {
      source: '/:path*',
      headers: [
        { key: 'accept-ch', value: ADMIN_THEME_HINT },
        { key: 'CRITICAL-CH', value: ADMIN_THEME_HINT },
        { key: 'vary', value: 'sec-ch-prefers-color-scheme' },
        { key: 'X-Powered-By', value: 'Next.js, Payload' },
      ],
    }
    const [kept] = themeHintOnlyForAdmin([mixedCase, ownRule])
    expect(kept.headers).toEqual([{ key: 'X-Powered-By', value: 'Next.js, Payload' }])
    expect(themeHintOnlyForAdmin([ownRule])[0].headers).toContainEqual({ key: 'Vary', value: 'Accept-Encoding' })
  })

  it('follows an admin mounted elsewhere', () => {
    const sources = themeHintOnlyForAdmin([payloadRule], '/operators').map((rule) => rule.source)
    expect(sources).toEqual(['/operators', '/operators/:path*'])
  })
})

describe('the app’s response headers (next.config.ts)', () => {
  it('ask for the theme hint, and make it critical, only on the admin’s paths', async () => {
    const rules = await nextConfig.headers()
    const sources = [...new Set(rules.map((rule) => rule.source))]
    for (const source of sources.filter((candidate) => !candidate.startsWith('/admin'))) {
      expect(hintKeys(rules, source), source).toEqual([])
    }
    expect(hintKeys(rules, '/admin/:path*')).toEqual(['Accept-CH', 'Critical-CH'])
    expect(hintKeys(rules, '/admin')).toEqual(['Accept-CH', 'Critical-CH'])
  })

  it('still send the security headers on every path', async () => {
    const everywhere = (await nextConfig.headers())
      .filter((rule) => rule.source === '/:path*')
      .flatMap((rule) => rule.headers.map((header) => header.key))
    expect(everywhere).toEqual(
      expect.arrayContaining(['Referrer-Policy', 'X-Content-Type-Options', 'X-Frame-Options', 'Permissions-Policy']),
    )
  })
})

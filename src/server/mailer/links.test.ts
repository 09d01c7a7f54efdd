import { extractLinks } from './links'

describe('extractLinks', () => {
  it('reads href attributes and decodes entities', () => {
    expect(
      extractLinks({
        html: '<a href="http://localhost:3000/api/auth/verify-email?token=a.b&amp;callbackURL=%2Fonboard%2Fverified">Verify</a>',
      }),
    ).toEqual(['http://localhost:3000/api/auth/verify-email?token=a.b&callbackURL=%2Fonboard%2Fverified'])
  })

  it('reads bare links in text, and lists each link once', () => {
    expect(
      extractLinks({
        html: "<a href='https://example.com/a'>A</a>",
        text: 'Open https://example.com/a or https://example.com/b.',
      }),
    ).toEqual(['https://example.com/a', 'https://example.com/b'])
  })

  it('ignores mailto and relative links', () => {
    expect(extractLinks({ html: '<a href="mailto:help@example.com">x</a><a href="/dashboard">y</a>' })).toEqual([])
  })
})

import { isAllowedIframeSrc, isValidAllowListEntry, normalizeAllowListEntry } from './allow-list'

const allowList = ['forms.example.com', 'maps.example.org', 'video.example.net']

describe('isAllowedIframeSrc', () => {
  it('allows an https address on a listed host', () => {
    expect(isAllowedIframeSrc('https://forms.example.com/to/AbC123', allowList)).toBe(true)
  })

  it('allows subdomains of a listed host', () => {
    expect(isAllowedIframeSrc('https://eu.forms.example.com/embed', allowList)).toBe(true)
    expect(isAllowedIframeSrc('https://a.b.maps.example.org/', allowList)).toBe(true)
  })

  it('refuses hosts that only end with the same letters', () => {
    expect(isAllowedIframeSrc('https://evilforms.example.com/', allowList)).toBe(false)
    expect(isAllowedIframeSrc('https://forms.example.com.attacker.io/', allowList)).toBe(false)
  })

  it('refuses the parent of a listed host', () => {
    expect(isAllowedIframeSrc('https://example.com/', allowList)).toBe(false)
  })

  it('refuses anything but https', () => {
    expect(isAllowedIframeSrc('http://forms.example.com/', allowList)).toBe(false)
    expect(isAllowedIframeSrc('javascript:alert(1)', allowList)).toBe(false)
    expect(isAllowedIframeSrc('data:text/html,<p>hi</p>', allowList)).toBe(false)
    expect(isAllowedIframeSrc('//forms.example.com/', allowList)).toBe(false)
  })

  it('refuses addresses carrying credentials', () => {
    expect(isAllowedIframeSrc('https://user:pass@forms.example.com/', allowList)).toBe(false)
  })

  it('refuses everything when the list is empty or missing', () => {
    expect(isAllowedIframeSrc('https://forms.example.com/', [])).toBe(false)
    expect(isAllowedIframeSrc('https://forms.example.com/', undefined)).toBe(false)
  })

  it('refuses empty and malformed addresses', () => {
    expect(isAllowedIframeSrc('', allowList)).toBe(false)
    expect(isAllowedIframeSrc(null, allowList)).toBe(false)
    expect(isAllowedIframeSrc('not a url', allowList)).toBe(false)
  })

  it('matches hosts case-insensitively, with a port and a trailing dot', () => {
    expect(isAllowedIframeSrc('https://FORMS.Example.COM:8443/x', allowList)).toBe(true)
    expect(isAllowedIframeSrc('https://forms.example.com./x', allowList)).toBe(true)
  })

  it('reads list entries pasted as addresses or wildcards', () => {
    expect(isAllowedIframeSrc('https://forms.example.com/', ['https://forms.example.com/path'])).toBe(true)
    expect(isAllowedIframeSrc('https://eu.forms.example.com/', ['*.forms.example.com'])).toBe(true)
    expect(isAllowedIframeSrc('https://forms.example.com/', ['  Forms.Example.com  '])).toBe(true)
  })

  it('ignores unusable list entries', () => {
    expect(isAllowedIframeSrc('https://forms.example.com/', ['', '   ', 'not a host!', null])).toBe(false)
  })
})

describe('normalizeAllowListEntry', () => {
  it('gives the bare, lower-case hostname', () => {
    expect(normalizeAllowListEntry('Forms.Example.com')).toBe('forms.example.com')
    expect(normalizeAllowListEntry('https://forms.example.com/to/x')).toBe('forms.example.com')
    expect(normalizeAllowListEntry('*.example.com')).toBe('example.com')
    expect(normalizeAllowListEntry('.example.com')).toBe('example.com')
    expect(normalizeAllowListEntry('example.com.')).toBe('example.com')
  })

  it('gives null for entries that are not hostnames', () => {
    expect(normalizeAllowListEntry('')).toBeNull()
    expect(normalizeAllowListEntry('forms example com')).toBeNull()
    expect(normalizeAllowListEntry('-bad-.com')).toBeNull()
    expect(normalizeAllowListEntry('https://')).toBeNull()
  })
})

describe('isValidAllowListEntry', () => {
  it('accepts hostnames and rejects the rest', () => {
    expect(isValidAllowListEntry('forms.example.com')).toBe(true)
    expect(isValidAllowListEntry('localhost')).toBe(true)
    expect(isValidAllowListEntry('forms/example')).toBe(false)
  })
})

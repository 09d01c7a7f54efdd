import { describe, expect, it } from 'vitest'

import { isExternalUrl, isNavItemVisible, opensInNewTab } from './navigation'

describe('isNavItemVisible', () => {
  it('shows items for everyone to logged-out, anonymous and logged-in visitors', () => {
    expect(isNavItemVisible('ALWAYS', 'LOGGED_OUT')).toBe(true)
    expect(isNavItemVisible('ALWAYS', 'LOGGED_IN_ANON')).toBe(true)
    expect(isNavItemVisible('ALWAYS', 'LOGGED_IN')).toBe(true)
  })

  it('shows Log In only while logged out (anonymous guests count as logged out)', () => {
    expect(isNavItemVisible('LOGGED_OUT', 'LOGGED_OUT')).toBe(true)
    expect(isNavItemVisible('LOGGED_OUT', 'LOGGED_IN_ANON')).toBe(true)
    expect(isNavItemVisible('LOGGED_OUT', 'LOGGED_IN')).toBe(false)
  })

  it('shows private items only to logged-in members', () => {
    expect(isNavItemVisible('LOGGED_IN', 'LOGGED_IN')).toBe(true)
    expect(isNavItemVisible('LOGGED_IN', 'LOGGED_IN_ANON')).toBe(false)
    expect(isNavItemVisible('LOGGED_IN', 'LOGGED_OUT')).toBe(false)
  })

  it('shows nothing while the status is loading', () => {
    expect(isNavItemVisible('ALWAYS', 'LOADING')).toBe(false)
    expect(isNavItemVisible('LOGGED_OUT', 'LOADING')).toBe(false)
  })

  it('treats a missing visibility as always visible', () => {
    expect(isNavItemVisible(null, 'LOGGED_OUT')).toBe(true)
  })
})

describe('isExternalUrl', () => {
  it('recognises absolute and protocol-relative addresses as external', () => {
    expect(isExternalUrl('https://help.example.com')).toBe(true)
    expect(isExternalUrl('//cdn.example.com/x')).toBe(true)
    expect(isExternalUrl('mailto:hello@example.com')).toBe(true)
  })

  it('treats site paths and anchors as internal', () => {
    expect(isExternalUrl('/about-us')).toBe(false)
    expect(isExternalUrl('#faq')).toBe(false)
  })
})

describe('opensInNewTab', () => {
  it("follows the operator's flag, or an address that leaves the site", () => {
    expect(opensInNewTab('/help', true)).toBe(true)
    expect(opensInNewTab('https://help.example.com', null)).toBe(true)
    expect(opensInNewTab('/about-us', false)).toBe(false)
    expect(opensInNewTab('/about-us', undefined)).toBe(false)
  })
})

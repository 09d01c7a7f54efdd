import { describe, expect, it } from 'vitest'

import { canonicalPageAddress } from './page-address'

describe('canonicalPageAddress', () => {
  it('writes a page address in capitals or with encoded letters in its one form', () => {
    expect(canonicalPageAddress('GET', '/HoMe')).toBe('/home')
    expect(canonicalPageAddress('GET', '/About-Us')).toBe('/about-us')
    expect(canonicalPageAddress('HEAD', '/community/Events')).toBe('/community/events')
    expect(canonicalPageAddress('GET', '/ho%6De')).toBe('/home')
    expect(canonicalPageAddress('GET', '/%68ome')).toBe('/home')
    expect(canonicalPageAddress('GET', '/about%2Dus')).toBe('/about-us')
    expect(canonicalPageAddress('GET', '/Dashboard/Benefits')).toBe('/dashboard/benefits')
  })

  it('leaves an address already in its form alone', () => {
    for (const path of ['/', '/home', '/about-us', '/community/events/fall-office-hours', '/dashboard']) {
      expect(canonicalPageAddress('GET', path), path).toBeNull()
    }
  })

  it('leaves the API, the admin, Next’s files and file names as they are', () => {
    for (const path of [
      '/api/auth/verify-email',
      '/api/Media/file/Logo.PNG',
      '/cms-api/users/Me',
      '/admin/collections/Pages',
      '/Admin',
      '/_next/static/chunks/A1b2.js',
      '/dev/Mailbox',
      '/media/Dell-Logo.svg',
      '/Favicon.ico',
    ]) {
      expect(canonicalPageAddress('GET', path), path).toBeNull()
    }
  })

  it('only answers reads, and leaves what would not decode to a plain address to the routes', () => {
    expect(canonicalPageAddress('POST', '/About-Us')).toBeNull()
    expect(canonicalPageAddress('GET', '/%E2%84%A2')).toBeNull()
    expect(canonicalPageAddress('GET', '/a%2Fb')).toBeNull()
    expect(canonicalPageAddress('GET', '/a%3Fb')).toBeNull()
    expect(canonicalPageAddress('GET', '/%zz')).toBeNull()
    expect(canonicalPageAddress('GET', '/a%20b')).toBeNull()
  })
})

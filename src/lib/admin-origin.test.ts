import { adminOriginFor } from './admin-origin'

describe('adminOriginFor', () => {
  it('sends an admin opened at 127.0.0.1 to SITE_URL’s localhost, and the other way round', () => {
    expect(adminOriginFor('127.0.0.1:3000', 'http://localhost:3000')).toBe('http://localhost:3000')
    expect(adminOriginFor('localhost:3000', 'http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000')
    expect(adminOriginFor('[::1]:3000', 'http://localhost:3000')).toBe('http://localhost:3000')
  })

  it('leaves the admin where it is at SITE_URL’s own name, on another port, or off this machine', () => {
    expect(adminOriginFor('localhost:3000', 'http://localhost:3000')).toBeNull()
    expect(adminOriginFor('127.0.0.1:3100', 'http://localhost:3000')).toBeNull()
    expect(adminOriginFor('members.example.org', 'https://members.example.org')).toBeNull()
    expect(adminOriginFor('127.0.0.1', 'https://members.example.org')).toBeNull()
    expect(adminOriginFor('10.0.0.5:3000', 'http://localhost:3000')).toBeNull()
  })

  it('gives null for a missing or unreadable host or setting', () => {
    expect(adminOriginFor(null, 'http://localhost:3000')).toBeNull()
    expect(adminOriginFor('127.0.0.1:3000', undefined)).toBeNull()
    expect(adminOriginFor('bad host', 'http://localhost:3000')).toBeNull()
    expect(adminOriginFor('127.0.0.1:3000', 'not a url')).toBeNull()
  })
})

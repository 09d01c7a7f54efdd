// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { databaseOf, hasKeyspaceEvents, redactedUrl } from '../../cache-handler.mjs'
import { expiryMessage, parseExpiryMessage } from './cache-bus-channel.mjs'
import { reconnectDelay, redacted } from './cache-bus'

describe('cache expiry messages', () => {
  it('carry the tags and the announcing instance', () => {
    const parsed = parseExpiryMessage(expiryMessage(['page:/about-us', 'doc:benefits:3'], 'web-1:4242'))
    expect(parsed).toMatchObject({ tags: ['page:/about-us', 'doc:benefits:3'], from: 'web-1:4242' })
    expect(parsed!.at).toBeGreaterThan(0)
  })

  it('ignore anything else published on the channel', () => {
    for (const text of ['', 'hello', 'null', '42', '{}', '{"tags":"pages"}', '{"tags":[1,2]}', '[["pages"]]']) {
      expect(parseExpiryMessage(text), text).toBeNull()
    }
    expect(parseExpiryMessage('{"tags":["pages"]}')).toEqual({ tags: ['pages'], from: 'unknown', at: 0 })
  })
})

describe('Redis settings', () => {
  it('read the database number from the URL path', () => {
    expect(databaseOf('redis://cache.internal:6379')).toBe(0)
    expect(databaseOf('redis://cache.internal:6379/')).toBe(0)
    expect(databaseOf('rediss://:secret@cache.internal:6380/3')).toBe(3)
    expect(databaseOf('redis://cache.internal:6379/not-a-number')).toBe(0)
  })

  it('never log the password', () => {
    expect(redactedUrl('redis://:s3cret@cache.internal:6379/1')).toBe('redis://:***@cache.internal:6379/1')
    expect(redacted('redis://default:s3cret@cache.internal:6379')).toBe('redis://default:***@cache.internal:6379')
    expect(redacted('redis://cache.internal:6379')).toBe('redis://cache.internal:6379')
    expect(redacted('not a url')).toBe('(an invalid REDIS_URL)')
  })

  it('require keyevent notifications for expired and evicted keys', () => {
    expect(hasKeyspaceEvents('xE')).toBe(false)
    expect(hasKeyspaceEvents('')).toBe(false)
    expect(hasKeyspaceEvents('Ex')).toBe(false)
    expect(hasKeyspaceEvents('xeE')).toBe(true)
    expect(hasKeyspaceEvents('AE')).toBe(true)
    expect(hasKeyspaceEvents('KEA')).toBe(true)
  })

  it('retry the connection with a growing delay of at most 5 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10, 100].map(reconnectDelay)).toEqual([200, 400, 800, 1600, 3200, 5000, 5000, 5000])
  })
})

/**
 * The Redis channel on which app instances tell each other that published content expired the
 * caches (docs/decisions/015-shared-cache-redis.md). Plain JavaScript because both sides use it:
 * the Redis cache handler (cache-handler.mjs, loaded by Next outside the app bundle) announces,
 * and src/server/cache-bus.ts (inside the app) listens.
 */

export const CACHE_EXPIRY_CHANNEL = 'ea:cache-expired'

/**
 * The message sent after the data cache entries of these tags are gone from Redis.
 * @param {string[]} tags
 * @param {string} from the announcing instance (host and process), for the logs
 * @returns {string}
 */
export function expiryMessage(tags, from) {
  return JSON.stringify({ tags, from, at: Date.now() })
}

/**
 * The tags of a message, or null when it is not one of ours (anyone with access to Redis can
 * publish on the channel: a malformed message is ignored, never thrown).
 * @param {string} text
 * @returns {{ tags: string[], from: string, at: number } | null}
 */
export function parseExpiryMessage(text) {
  try {
    const value = JSON.parse(text)
    if (!value || !Array.isArray(value.tags) || !value.tags.every((tag) => typeof tag === 'string')) return null
    return {
      tags: value.tags,
      from: typeof value.from === 'string' ? value.from : 'unknown',
      at: typeof value.at === 'number' ? value.at : 0,
    }
  } catch {
    return null
  }
}

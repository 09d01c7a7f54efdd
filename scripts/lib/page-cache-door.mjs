/**
 * Preloaded into the Next server (node --import, see scripts/launch.mjs): the page cache's front
 * door. A request for a script or style sheet under /_next/static is answered from the copies
 * compressed at build time (static-door.mjs). Every other request first goes to the page cache
 * (src/lib/page-cache.ts, `answerFromMemory`), which answers a stored page for a visitor without a session straight from
 * memory, and declines everything else without touching the response; Next then handles the
 * request as usual. Until the app has loaded the cache module (it installs the door at its first
 * request), or when the door declines or fails, nothing changes.
 */
import http from 'node:http'

import { answerStaticFile } from './static-door.mjs'

const STORE_KEY = Symbol.for('ea.page-cache')
const marker = Symbol.for('ea.page-cache-door')

if (!http.Server.prototype[marker]) {
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function emitThroughPageCache(event, request, response, ...rest) {
    if (event === 'request' && response && !response.headersSent) {
      const door = globalThis[STORE_KEY]?.frontDoor
      try {
        if (answerStaticFile(request, response)) return true
        if (door && door(request, response)) return true
      } catch (error) {
        console.error('[page-cache] the front door failed; Next answers instead:', error)
      }
    }
    return emit.call(this, event, request, response, ...rest)
  }
  http.Server.prototype[marker] = true
}

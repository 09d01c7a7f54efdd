/**
 * Preloaded into the Next server (node --import, see scripts/launch.mjs). Next keeps a client's
 * own X-Forwarded-For and only fills it in when missing, so the connection's address is lost once
 * a client sends one. This stamps every incoming request with the socket's address under a header
 * a client cannot set (any value it sends is overwritten); src/server/client-address.ts reads it.
 */
import http from 'node:http'

const HEADER = 'x-ea-connection-address'
const marker = Symbol.for('ea.connection-address')

if (!http.Server.prototype[marker]) {
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function emitWithConnectionAddress(event, request, ...rest) {
    if (event === 'request' && request && request.headers) {
      request.headers[HEADER] = (request.socket && request.socket.remoteAddress) || ''
    }
    return emit.call(this, event, request, ...rest)
  }
  http.Server.prototype[marker] = true
}

// Simulated clients for the bench modules that post (forms, uploads, tracking). The app limits
// these per client address (FORMS_RATE_LIMIT, UPLOAD_RATE_LIMIT, TRACK_RATE_LIMIT): sent from one
// address, a bench would measure the limiter's 429s after the first few requests. Real traffic
// comes from many clients, so each simulated client connects from an address of its own. On
// Linux every address of 127.0.0.0/8 is this machine's, so no setting of the app has to change.
// The address also goes in X-Forwarded-For, for an app that trusts a proxy (TRUSTED_PROXY_HOPS).
import http from 'node:http'

/** The n-th loopback client address (n >= 0): 127.1.1.1, 127.1.1.2, ... 127.250.250.250. */
export function loopbackClientAddress(n) {
  const index = Math.abs(Math.trunc(n)) % 250 ** 3
  return `127.${1 + Math.floor(index / 62_500)}.${1 + (Math.floor(index / 250) % 250)}.${1 + (index % 250)}`
}

/**
 * Where a request to `url` from `address` connects: to IPv4 loopback from that address. Only an
 * IPv4 loopback target can be reached from another loopback address; any other target (such as
 * [::1]) gets the plain connection, and the address only in X-Forwarded-For.
 */
function connectionFor(url, address) {
  const target = new URL(url)
  if (target.hostname === 'localhost') return { host: '127.0.0.1', localAddress: address, family: 4 }
  if (/^127\.\d+\.\d+\.\d+$/.test(target.hostname)) return { host: target.hostname, localAddress: address, family: 4 }
  return { host: target.hostname.replace(/^\[|\]$/g, '') }
}

/**
 * `size` clients, each with its own loopback address and keep-alive connection, starting at a
 * random place in 127.0.0.0/8 so that runs a few minutes apart do not share a rate-limit window.
 * `next()` hands them out in turn.
 */
export function createClientPool(size) {
  const start = Math.floor(Math.random() * 250 ** 3)
  const clients = Array.from({ length: size }, (_, index) => ({
    address: loopbackClientAddress(start + index),
    agent: new http.Agent({ keepAlive: true }),
  }))
  let turn = 0
  return {
    clients,
    next() {
      const client = clients[turn]
      turn = (turn + 1) % clients.length
      return client
    },
    destroy() {
      for (const client of clients) client.agent.destroy()
    },
  }
}

/**
 * One request as `client`. Resolves with the status, the answer's headers and its text
 * (`discard: true` reads and drops the body instead); rejects on a network error.
 *
 * A request sent on a kept-alive connection that the server closed meanwhile (its idle timeout, 5 s
 * for Node's server, passing as the client reuses the connection: an agent without a `timeout`
 * keeps an idle connection until the server's close reaches it) is sent once more, on a new
 * connection, as Node's documentation advises (`request.reusedSocket`): the server never read it.
 * @param {{ address: string, agent: http.Agent }} client
 * @param {string | URL} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string, discard?: boolean }} [options]
 * @returns {Promise<{ status: number | undefined, headers: http.IncomingHttpHeaders, text: string }>}
 */
export async function sendAs(client, url, options = {}) {
  try {
    return await sendOnce(client, url, options)
  } catch (error) {
    if (!(error instanceof Error) || !('reusedSocket' in error)) throw error
    return sendOnce(client, url, options)
  }
}

/** `sendAs` without the second try; a reused connection's reset is marked `reusedSocket`. */
function sendOnce(client, url, { method = 'GET', headers = {}, body, discard = false }) {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        ...connectionFor(target, client.address),
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        method,
        agent: client.agent,
        headers: {
          host: target.host,
          'user-agent': 'ea-bench',
          'x-forwarded-for': client.address,
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => {
          if (!discard) chunks.push(chunk)
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', (error) => {
      if (request.reusedSocket && /** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNRESET') {
        reject(Object.assign(error, { reusedSocket: true }))
      } else reject(error)
    })
    request.end(body)
  })
}

/**
 * Signs up a member for a bench run, as a client of its own (sign-ups are limited per address),
 * and returns their session as a Cookie header. Better Auth accepts only the site's own origin
 * (SITE_URL; `npm start` defaults it to localhost).
 */
export async function signUpBenchMember(baseUrl, { email, firstName, lastName, password }) {
  const base = new URL(baseUrl)
  const pool = createClientPool(1)
  try {
    const { status, headers, text } = await sendAs(pool.next(), new URL('/api/auth/sign-up/email', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: process.env.SITE_URL || `http://localhost:${base.port}` },
      body: JSON.stringify({ firstName, lastName, name: `${firstName} ${lastName}`, email, password, terms: true }),
    })
    if (!status || status < 200 || status > 299) throw new Error(`Signing up ${email} failed (${status}): ${text}`)
    return (headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ')
  } finally {
    pool.destroy()
  }
}

/**
 * Why a bench cannot run against `baseUrl`, or null when the app there is up: its health check
 * (`/api/health`, which also reads the database) answers 2xx within 5 s. The benches measure a
 * running app; they do not start one.
 */
export async function appNotAnswering(baseUrl) {
  const origin = new URL(baseUrl).origin
  const health = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(() => null)
  if (health?.ok) return null
  return `No app answers at ${origin}/api/health${health ? ` (status ${health.status})` : ''}: start it first (npm start, or pass its address), then run the bench again.`
}

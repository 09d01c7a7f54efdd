import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  appNotAnswering,
  createClientPool,
  loopbackClientAddress,
  sendAs,
  signUpBenchMember,
} from '../../scripts/lib/bench-clients.mjs'

// The bench's posting modules (forms, uploads, tracking) spread their requests over simulated
// clients so that the app's per-address rate limits, at their defaults, do not refuse them.

interface Seen {
  remoteAddress: string | undefined
  forwardedFor: string | undefined
  host: string | undefined
  body: string
}

const seen: Seen[] = []
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    seen.push({
      remoteAddress: request.socket.remoteAddress,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      host: request.headers.host,
      body: Buffer.concat(chunks).toString('utf8'),
    })
    if (request.url === '/api/auth/sign-up/email') {
      const { email } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { email: string }
      if (email.startsWith('taken')) return void response.writeHead(422).end('{"code":"USER_ALREADY_EXISTS"}')
      return void response
        .writeHead(200, { 'set-cookie': ['session_token=abc; Path=/; HttpOnly', 'session_data=xyz; Path=/'] })
        .end('{}')
    }
    response.writeHead(202, { 'content-type': 'text/plain' }).end(`seen ${seen.length}`)
  })
})
let port = 0

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('loopbackClientAddress', () => {
  it('gives consecutive clients different addresses inside 127.0.0.0/8, never 127.0.0.1', () => {
    const addresses = Array.from({ length: 70_000 }, (_, n) => loopbackClientAddress(n))
    expect(new Set(addresses).size).toBe(addresses.length)
    expect(addresses.slice(0, 3)).toEqual(['127.1.1.1', '127.1.1.2', '127.1.1.3'])
    for (const address of [...addresses.slice(0, 300), ...addresses.slice(-3), loopbackClientAddress(250 ** 3 - 1)]) {
      const octets = address.split('.').map(Number)
      expect(octets[0]).toBe(127)
      expect(octets.slice(1).every((octet) => octet >= 1 && octet <= 250)).toBe(true)
    }
  })
})

describe('sendAs', () => {
  it('connects each client from its own loopback address and names it in X-Forwarded-For', async () => {
    seen.length = 0
    const pool = createClientPool(3)
    try {
      for (let index = 0; index < 6; index += 1) {
        const { status, text } = await sendAs(pool.next(), `http://127.0.0.1:${port}/api/forms`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ index }),
        })
        expect({ status, text }).toEqual({ status: 202, text: `seen ${index + 1}` })
      }
    } finally {
      pool.destroy()
    }
    const addresses = pool.clients.map((client) => client.address)
    expect(new Set(addresses).size).toBe(3)
    // Clients take turns: the server saw each address twice, from the connection and the header.
    expect(seen.map((request) => request.remoteAddress)).toEqual([...addresses, ...addresses])
    expect(seen.map((request) => request.forwardedFor)).toEqual([...addresses, ...addresses])
    expect(seen.map((request) => JSON.parse(request.body).index)).toEqual([0, 1, 2, 3, 4, 5])
    expect(seen.every((request) => request.host === `127.0.0.1:${port}`)).toBe(true)
  })

  it('reaches an app addressed as localhost over IPv4, keeping the Host it was given', async () => {
    seen.length = 0
    const pool = createClientPool(1)
    try {
      const { status, headers, text } = await sendAs(pool.next(), `http://localhost:${port}/home`, { discard: true })
      expect({ status, text }).toEqual({ status: 202, text: '' })
      expect(headers['content-type']).toBe('text/plain')
    } finally {
      pool.destroy()
    }
    expect(seen).toHaveLength(1)
    expect(seen[0]!.remoteAddress).toBe(pool.clients[0]!.address)
    expect(seen[0]!.host).toBe(`localhost:${port}`)
  })
})

describe('sendAs on a kept-alive connection the server closed', () => {
  it('sends the request once more on a new connection, and only once', async () => {
    const served = new WeakSet<object>()
    let requests = 0
    // The server's idle timeout passing just as the client reuses the connection: the server closes
    // it without reading the request. With `reset`, it does so on every connection after its first.
    let reset: 'reused' | 'always' = 'reused'
    const closing = http.createServer((request, response) => {
      requests += 1
      if (served.has(request.socket) || (reset === 'always' && requests > 1)) return void request.socket.destroy()
      served.add(request.socket)
      response.end('stored')
    })
    await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(closing.address() as AddressInfo).port}/api/track`
    const pool = createClientPool(1)
    try {
      expect((await sendAs(pool.next(), url)).text).toBe('stored')
      expect((await sendAs(pool.next(), url, { method: 'POST', body: '{"events":[]}' })).text).toBe('stored')
      expect(requests).toBe(3)
      reset = 'always'
      await expect(sendAs(pool.next(), url)).rejects.toMatchObject({ code: 'ECONNRESET' })
      expect(requests).toBe(5)
    } finally {
      pool.destroy()
      await new Promise<void>((resolve) => closing.close(() => resolve()))
    }
  })
})

describe('signUpBenchMember', () => {
  const member = { firstName: 'Bench', lastName: 'Member', password: 'Bench-Member-2026!' }

  it("signs up from a client of its own and returns the new session's cookies as one Cookie header", async () => {
    seen.length = 0
    const cookie = await signUpBenchMember(`http://127.0.0.1:${port}`, { ...member, email: 'bench@example.com' })
    expect(cookie).toBe('session_token=abc; session_data=xyz')
    expect(seen).toHaveLength(1)
    expect(seen[0]!.remoteAddress).toMatch(/^127\./)
    expect(seen[0]!.remoteAddress).toBe(seen[0]!.forwardedFor)
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ name: 'Bench Member', email: 'bench@example.com', terms: true })
  })

  it('says why when the sign-up is refused', async () => {
    await expect(
      signUpBenchMember(`http://127.0.0.1:${port}`, { ...member, email: 'taken@example.com' }),
    ).rejects.toThrow('Signing up taken@example.com failed (422): {"code":"USER_ALREADY_EXISTS"}')
  })
})

describe('appNotAnswering', () => {
  const listen = (status: number) =>
    new Promise<http.Server>((resolve) => {
      const app = http.createServer((_request, response) => void response.writeHead(status).end())
      app.listen(0, '127.0.0.1', () => resolve(app))
    })
  const originOf = (app: http.Server) => `http://127.0.0.1:${(app.address() as AddressInfo).port}`

  it('lets the bench run when the health check answers', async () => {
    const app = await listen(200)
    try {
      expect(await appNotAnswering(`${originOf(app)}/home`)).toBeNull()
    } finally {
      app.close()
    }
  })

  it('says to start the app when nothing listens, or its health check fails', async () => {
    const unhealthy = await listen(503)
    const origin = originOf(unhealthy)
    try {
      expect(await appNotAnswering(origin)).toBe(
        `No app answers at ${origin}/api/health (status 503): start it first (npm start, or pass its address), then run the bench again.`,
      )
    } finally {
      await new Promise((resolve) => unhealthy.close(resolve))
    }
    expect(await appNotAnswering(origin)).toBe(
      `No app answers at ${origin}/api/health: start it first (npm start, or pass its address), then run the bench again.`,
    )
  })
})

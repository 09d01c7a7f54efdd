import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createClientPool, loopbackClientAddress, sendAs } from '../../scripts/lib/bench-clients.mjs'

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
        const answer = await sendAs(pool.next(), `http://127.0.0.1:${port}/api/forms`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ index }),
        })
        expect(answer).toEqual({ status: 202, text: `seen ${index + 1}` })
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
      const answer = await sendAs(pool.next(), `http://localhost:${port}/home`, { discard: true })
      expect(answer).toEqual({ status: 202, text: '' })
    } finally {
      pool.destroy()
    }
    expect(seen).toHaveLength(1)
    expect(seen[0]!.remoteAddress).toBe(pool.clients[0]!.address)
    expect(seen[0]!.host).toBe(`localhost:${port}`)
  })
})

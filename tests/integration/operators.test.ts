/**
 * Operator accounts: 12+ character passwords, throttling instead of lockout, a Secure cookie in
 * production (checked on the collection's settings), and Payload's mail through the app's mailer.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { Users } from '@/collections/Users'
import { closePayload } from '@/server/bootstrap'
import { getPool } from '@/server/db'

const { POST: restPost } = await import('@/app/(payload)/cms-api/[...slug]/route')

let payload: Payload
const created: (number | string)[] = []
const stamp = Date.now()
const PASSWORD = 'Operator-Password-2026!'

async function login(email: string, password: string) {
  const response = await restPost(
    new Request('http://localhost:3000/cms-api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
    { params: Promise.resolve({ slug: ['users', 'login'] }) },
  )
  return { status: response.status, body: (await response.json()) as { errors?: { message: string }[] } }
}

async function createOperator(email: string, password = PASSWORD) {
  const user = await payload.create({ collection: 'users', data: { email, password }, overrideAccess: true })
  created.push(user.id)
  return user
}

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'users', id, overrideAccess: true }).catch(() => {})
  await getPool().query(`delete from "auth"."rateLimit" where key like 'operator|%'`)
  await closePayload(payload)
})

describe('operator accounts', () => {
  it('refuse passwords shorter than 12 characters', async () => {
    await expect(createOperator(`short-${stamp}@example.com`, 'Short-Pass1')).rejects.toThrow(/password/i)
    const user = await createOperator(`long-${stamp}@example.com`, 'Long-Enough-1')
    await expect(
      payload.update({ collection: 'users', id: user.id, data: { password: 'abc' }, overrideAccess: true }),
    ).rejects.toThrow(/password/i)
  })

  it('are throttled, not locked out: the right password works after five failures', async () => {
    const email = `throttle-${stamp}@example.com`
    await createOperator(email)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(email, 'Wrong-Password-2026!')).status).toBe(401)
    }
    expect((await login(email, PASSWORD)).status).toBe(200)
  })

  it('answer 429 after ten failures within a minute, whatever the password', async () => {
    const email = `limit-${stamp}@example.com`
    await createOperator(email)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await login(email, 'Wrong-Password-2026!')).status)
    expect(statuses).toEqual([...Array(10).fill(401), 429])
    const blocked = await login(email, PASSWORD)
    expect(blocked.status).toBe(429)
    expect(blocked.body.errors?.[0]?.message).toMatch(/wait 60 seconds/)
  })

  it('use a Secure cookie in production and no lockout', () => {
    expect(Users.auth).toMatchObject({ maxLoginAttempts: 0 })
    expect(typeof Users.auth === 'object' && Users.auth.cookies?.secure).toBe(false)
  })

  it('get Payload mail through the mailer (the outbox without SMTP_URL)', async () => {
    await payload.sendEmail({ to: `mail-${stamp}@example.com`, subject: 'Reset your password', html: '<p>x</p>', text: 'x' })
    const { totalDocs } = await payload.count({
      collection: 'dev-mailbox',
      where: { to: { equals: `mail-${stamp}@example.com` } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
    await payload.delete({ collection: 'dev-mailbox', where: { to: { equals: `mail-${stamp}@example.com` } }, overrideAccess: true })
  })
})

/**
 * Operator accounts: 12+ character passwords, throttling instead of lockout, a Secure cookie in
 * production (checked on the collection's settings), and Payload's mail through the app's mailer.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { Users } from '@/collections/Users'
import { OPERATOR_ADDRESS_LIMIT, TOO_MANY_FROM_ADDRESS } from '@/server/auth/operator-address-limit'
import { closePayload } from '@/server/bootstrap'
import { CONNECTION_ADDRESS_HEADER } from '@/server/client-address'
import { getPool } from '@/server/db'

const { POST: restPost } = await import('@/app/(payload)/cms-api/[...slug]/route')

let payload: Payload
const created: (number | string)[] = []
const stamp = Date.now()
const PASSWORD = 'Operator-Password-2026!'

async function login(email: string, password: string, address?: string) {
  const response = await restPost(
    new Request('http://localhost:3000/cms-api/users/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(address ? { [CONNECTION_ADDRESS_HEADER]: address } : {}),
      },
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
  await getPool().query(`delete from rate_limits where bucket = 'operator-sign-in'`)
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

  it('answer 429 to an address that tried too many accounts, and a successful sign-in clears its count', async () => {
    const address = '203.0.113.77'
    const statuses: number[] = []
    for (let attempt = 0; attempt <= OPERATOR_ADDRESS_LIMIT.limit; attempt += 1)
      statuses.push((await login(`guess-${attempt}-${stamp}@example.com`, 'Wrong-Password-2026!', address)).status)
    expect(statuses).toEqual([...Array(OPERATOR_ADDRESS_LIMIT.limit).fill(401), 429])
    const blocked = await login(`guess-more-${stamp}@example.com`, 'Wrong-Password-2026!', address)
    expect(blocked).toEqual({ status: 429, body: { errors: [{ message: TOO_MANY_FROM_ADDRESS }] } })
    // Another address is not held up.
    expect((await login(`guess-other-${stamp}@example.com`, 'Wrong-Password-2026!', '203.0.113.78')).status).toBe(401)

    // An operator signing in from a busy address (an office behind one gateway) clears it.
    const email = `gateway-${stamp}@example.com`
    await createOperator(email)
    await getPool().query(`update rate_limits set count = 1 where bucket = 'operator-sign-in' and key = $1`, [address])
    expect((await login(email, PASSWORD, address)).status).toBe(200)
    const { rows } = await getPool().query(`select 1 from rate_limits where bucket = 'operator-sign-in' and key = $1`, [
      address,
    ])
    expect(rows).toHaveLength(0)
  })

  it('use a Secure cookie in production and no lockout', () => {
    expect(Users.auth).toMatchObject({ maxLoginAttempts: 0 })
    expect(typeof Users.auth === 'object' && Users.auth.cookies?.secure).toBe(false)
  })

  it('get Payload mail through the mailer (the outbox without SMTP_URL)', async () => {
    await payload.sendEmail({
      to: `mail-${stamp}@example.com`,
      subject: 'Reset your password',
      html: '<p>x</p>',
      text: 'x',
    })
    const { totalDocs } = await payload.count({
      collection: 'dev-mailbox',
      where: { to: { equals: `mail-${stamp}@example.com` } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
    await payload.delete({
      collection: 'dev-mailbox',
      where: { to: { equals: `mail-${stamp}@example.com` } },
      overrideAccess: true,
    })
  })
})

import { afterAll, describe, expect, it, vi } from 'vitest'

import { GET as getMe } from '@/app/api/me/route'
import { UNSTORABLE_CHARACTER_MESSAGE } from '@/lib/unstorable-character'
import { auth, closeAuthDatabase } from '@/server/auth/auth'
import { getPool } from '@/server/db'
import { closeMemberStateListener } from '@/server/live/listener'
import { getPayloadClient } from '@/server/payload'

import {
  CookieJar,
  SITE,
  STRONG_PASSWORD,
  callAuth,
  deleteCreatedUsers,
  freshIp,
  sessionOf,
  signIn,
  signUpMember,
} from '../../../tests/integration/support/members'

const TOO_MANY = 'Oops, there have been too many login attempts. Please wait 60 seconds and try logging in again.'

async function verificationLink(to: string): Promise<string> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'dev-mailbox',
    where: { and: [{ to: { equals: to } }, { subject: { equals: 'Verify your email for EA Collective' } }] },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  const link = docs[0]?.links?.[0]
  if (!link) throw new Error(`no verification mail to ${to}`)
  return link
}

const location = (response: Response) => new URL(response.headers.get('location') ?? '', SITE)

afterAll(async () => {
  await deleteCreatedUsers()
  await closeMemberStateListener()
  await closeAuthDatabase()
})

describe('account pre-hijacking', () => {
  it("ends the sign-up's session and password when the owner verifies from another browser", async () => {
    // The attacker signs up with the owner's address and a password the attacker knows.
    const attacker = await signUpMember({ password: STRONG_PASSWORD })
    expect(await sessionOf(attacker.jar)).not.toBeNull()
    const link = await verificationLink(attacker.email)

    // The owner opens the link from the email in a browser of their own.
    const owner = new CookieJar()
    const verified = await callAuth(link, { method: 'GET', jar: owner })
    expect(verified.status).toBe(302)
    // The owner lands on the form to choose a password, signed in and verified.
    expect(location(verified).pathname).toBe('/onboard/reset-password')
    const token = location(verified).searchParams.get('token')
    expect(token).toBeTruthy()
    const ownerSession = await sessionOf(owner)
    expect(ownerSession?.user).toMatchObject({ id: attacker.id, emailVerified: true })

    // The attacker's session and password stop working.
    expect(await sessionOf(attacker.jar)).toBeNull()
    const retry = await signIn(attacker.email, STRONG_PASSWORD)
    expect(retry.response.status).toBe(401)

    // The owner chooses a password with the token and signs in with it.
    const chosen = 'Owner-Chooses-A-New-1'
    const reset = await callAuth('/reset-password', { body: { token, newPassword: chosen } })
    expect(reset.status).toBe(200)
    expect((await signIn(attacker.email, chosen)).response.status).toBe(200)
  })

  it('changes nothing when the member verifies in the browser that signed up', async () => {
    const member = await signUpMember()
    const link = await verificationLink(member.email)
    const verified = await callAuth(link, { method: 'GET', jar: member.jar })
    expect(location(verified).pathname).toBe('/onboard/verified')
    expect((await sessionOf(member.jar))?.user).toMatchObject({ id: member.id, emailVerified: true })
    expect((await signIn(member.email)).response.status).toBe(200)
  })
})

describe('throttling', () => {
  it('limits failed sign-ins per account whatever address they come from', async () => {
    const member = await signUpMember()
    const statuses: number[] = []
    let last: Response | undefined
    for (let attempt = 0; attempt < 15; attempt += 1) {
      last = await callAuth('/sign-in/email', {
        headers: { 'x-forwarded-for': freshIp() },
        ip: freshIp(),
        body: { email: member.email, password: 'Wrong-Password-1!' },
      })
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual(Array(5).fill(429))
    expect(await last?.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY })
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
    // Even the right password waits: the account is held, not the address.
    expect((await signIn(member.email)).response.status).toBe(429)
  })

  it('ignores X-Forwarded-For from a client that reaches the app directly', async () => {
    const connection = freshIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await callAuth('/sign-in/email', {
        ip: connection,
        headers: { 'x-forwarded-for': freshIp(), 'x-ea-client-address': freshIp() },
        body: { email: 'nobody-direct@example.com', password: 'Wrong-Password-1!' },
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('accepts sign-up from both loopback names when SITE_URL is on localhost', async () => {
    const other = SITE.includes('localhost') ? SITE.replace('localhost', '127.0.0.1') : SITE
    const response = await callAuth('/sign-in/email', {
      headers: { origin: other },
      body: { email: 'nobody-loopback@example.com', password: 'Wrong-Password-1!' },
    })
    expect(response.status).toBe(401)
    expect((await response.json()).code).toBe('USER_NOT_FOUND')
  })
})

describe('lower findings', () => {
  it('refuses a new password the reset rules refuse on change-password', async () => {
    const member = await signUpMember()
    const response = await callAuth('/change-password', {
      jar: member.jar,
      body: { currentPassword: STRONG_PASSWORD, newPassword: 'alllowercase' },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('VALIDATION_ERROR')
  })

  it('refuses names longer than 50 characters at sign-up and on update-user', async () => {
    const signUp = await callAuth('/sign-up/email', {
      body: {
        email: 'long-name@example.com',
        password: STRONG_PASSWORD,
        firstName: 'A'.repeat(51),
        lastName: 'B',
        terms: true,
      },
    })
    expect(signUp.status).toBe(400)
    expect((await signUp.json()).errors).toEqual({ firstName: 'First name must be 50 characters or fewer' })

    const member = await signUpMember()
    const update = await callAuth('/update-user', { jar: member.jar, body: { lastName: 'C'.repeat(200) } })
    expect(update.status).toBe(400)
    expect((await update.json()).errors).toEqual({ lastName: 'Last name must be 50 characters or fewer' })
  })

  it('refuses a null character, which the database cannot store, as the field’s error (was 422 and 500)', async () => {
    const signUp = await callAuth('/sign-up/email', {
      body: {
        email: 'null-character@example.com',
        password: STRONG_PASSWORD,
        firstName: 'A\u0000',
        lastName: 'B',
        terms: true,
      },
    })
    expect(signUp.status).toBe(400)
    expect(await signUp.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: UNSTORABLE_CHARACTER_MESSAGE,
      errors: { firstName: UNSTORABLE_CHARACTER_MESSAGE },
    })

    const member = await signUpMember({ firstName: 'Ada', lastName: 'Lovelace' })
    const update = await callAuth('/update-user', { jar: member.jar, body: { name: 'Ada\u0000 Lovelace' } })
    expect(update.status).toBe(400)
    expect((await update.json()).errors).toEqual({ name: UNSTORABLE_CHARACTER_MESSAGE })
    expect((await sessionOf(member.jar))?.user.name).toBe('Ada Lovelace')
  })
})

describe('the absolute limit of member sessions', () => {
  const DAY = 24 * 60 * 60 * 1000
  const me = async (jar: CookieJar) =>
    (await (
      await getMe(
        new Request(`${SITE}/api/me`, { headers: { cookie: jar.header, 'x-ea-connection-address': freshIp() } }),
      )
    ).json()) as { appState: { uid: string | null; userType: string } }
  /** Moves the member's session in time: created, last refreshed and ending `ago` earlier. */
  const setSession = (userId: string, times: { createdAt: Date; updatedAt: Date; expiresAt: Date }) =>
    getPool().query(
      'update auth.session set "createdAt" = $2, "updatedAt" = $3, "expiresAt" = $4 where "userId" = $1',
      [userId, times.createdAt, times.updatedAt, times.expiresAt],
    )
  const sessionRow = async (userId: string) =>
    (
      await getPool().query<{ createdAt: Date; expiresAt: Date }>(
        'select "createdAt", "expiresAt" from auth.session where "userId" = $1',
        [userId],
      )
    ).rows

  it('refuses a session that began 31 days ago although it was refreshed an hour ago', async () => {
    const member = await signUpMember()
    expect((await me(member.jar)).appState).toMatchObject({ uid: member.id, userType: 'MEMBER' })
    const now = Date.now()
    await setSession(member.id, {
      createdAt: new Date(now - 31 * DAY),
      updatedAt: new Date(now - 60 * 60 * 1000),
      expiresAt: new Date(now + 7 * DAY - 60 * 60 * 1000),
    })
    expect((await me(member.jar)).appState).toMatchObject({ uid: null, userType: 'GUEST' })
    expect(await sessionOf(member.jar)).toBeNull()
    const getSession = await callAuth('/get-session', { method: 'GET', jar: member.jar })
    expect(await getSession.json()).toBeNull()
    // The session is gone, not just hidden.
    expect(await sessionRow(member.id)).toEqual([])
  })

  it('is checked on the session a read finds: one lookup of the session per read, not two', async () => {
    const member = await signUpMember()
    const { internalAdapter } = await auth.$context
    const lookups = vi.spyOn(internalAdapter, 'findSession')
    try {
      const found = await auth.api.getSession({ headers: new Headers({ cookie: member.jar.header }) })
      expect(found?.user.id).toBe(member.id)
      expect(lookups).toHaveBeenCalledTimes(1)

      // Past the limit, the same single lookup ends it.
      lookups.mockClear()
      const now = Date.now()
      await setSession(member.id, {
        createdAt: new Date(now - 31 * DAY),
        updatedAt: new Date(now - 60 * 60 * 1000),
        expiresAt: new Date(now + 6 * DAY),
      })
      expect(await auth.api.getSession({ headers: new Headers({ cookie: member.jar.header }) })).toBeNull()
      expect(lookups).toHaveBeenCalledTimes(1)
      expect(await sessionRow(member.id)).toEqual([])
    } finally {
      lookups.mockRestore()
    }
  })

  it("answers a browser's session read past the limit with no session and clears its cookie", async () => {
    const member = await signUpMember()
    const now = Date.now()
    await setSession(member.id, {
      createdAt: new Date(now - 31 * DAY),
      updatedAt: new Date(now - 60 * 60 * 1000),
      expiresAt: new Date(now + 6 * DAY),
    })
    const response = await callAuth('/get-session', { method: 'GET', jar: member.jar })
    expect(response.status).toBe(200)
    expect(await response.json()).toBeNull()
    expect(response.headers.getSetCookie().some((cookie) => /session_token=;.*Max-Age=0/i.test(cookie))).toBe(true)
    expect(await sessionRow(member.id)).toEqual([])
  })

  it('slides a session on with each visit, but never past 30 days after sign-in', async () => {
    const member = await signUpMember()
    const now = Date.now()
    // 29½ days in, last refreshed a day ago: this visit refreshes it.
    const createdAt = new Date(now - 29.5 * DAY)
    await setSession(member.id, {
      createdAt,
      updatedAt: new Date(now - DAY - 60_000),
      expiresAt: new Date(now + 6 * DAY - 60_000),
    })
    expect((await me(member.jar)).appState).toMatchObject({ uid: member.id })
    const [refreshed] = await sessionRow(member.id)
    expect(refreshed!.expiresAt.getTime()).toBe(createdAt.getTime() + 30 * DAY)

    // A day later (every time moved a day back), the member is signed out, active or not.
    await setSession(member.id, {
      createdAt: new Date(createdAt.getTime() - DAY),
      updatedAt: new Date(now - DAY),
      expiresAt: new Date(refreshed!.expiresAt.getTime() - DAY),
    })
    expect((await me(member.jar)).appState).toMatchObject({ uid: null, userType: 'GUEST' })
  })
})

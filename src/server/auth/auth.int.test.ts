import { toNextJsHandler } from 'better-auth/next-js'
import { afterAll, describe, expect, it } from 'vitest'

import { auth, closeAuthDatabase, createAuth } from '@/server/auth/auth'
import { getPool } from '@/server/db'
import { closeMemberStateListener } from '@/server/live/listener'
import { findMember, loadMemberState } from '@/server/members'
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
  rememberUser,
  uniqueEmail,
} from '../../../tests/integration/support/members'

/** The newest mail to an address, as the app wrote it to the development mailbox. */
async function latestMail(to: string, subject: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'dev-mailbox',
    where: { and: [{ to: { equals: to } }, { subject: { equals: subject } }] },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  const link = docs[0]?.links?.[0]
  if (!link) throw new Error(`no "${subject}" mail to ${to}`)
  return { mail: docs[0], link }
}

const location = (response: Response) => new URL(response.headers.get('location') ?? '', 'http://localhost:3000')

afterAll(async () => {
  await deleteCreatedUsers()
  await closeMemberStateListener()
  await closeAuthDatabase()
})

describe('sign-up', () => {
  it('creates the member record with the names, and signs the member in', async () => {
    const member = await signUpMember({ firstName: 'Ada', lastName: 'Lovelace' })
    const record = await findMember(member.id)
    expect(record).toMatchObject({
      id: member.id,
      email: member.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isAnonymous: false,
      targetStatus: ['EA', 'DELL_NO', 'FEDEX_NO', 'ODP_NO'],
    })
    const session = await sessionOf(member.jar)
    expect(session?.user).toMatchObject({ id: member.id, name: 'Ada Lovelace', emailVerified: false })
  })

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const email = uniqueEmail()
    const response = await callAuth('/sign-up/email', {
      body: { email, password: STRONG_PASSWORD, name: 'x', firstName: 'Ada', lastName: 'L', terms: true },
    })
    expect(response.status).toBe(200)
    rememberUser(((await response.json()) as { user: { id: string } }).user.id, email)
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token='))
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; SameSite=Lax/i)
  })

  it('answers 400 with the sign-up form messages when the password breaks a rule', async () => {
    const response = await callAuth('/sign-up/email', {
      body: { email: uniqueEmail(), password: 'short1!', name: 'x', firstName: 'Ada', lastName: 'L', terms: true },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Must include 12 characters',
      errors: { password: 'Must include 12 characters' },
    })
  })

  it('requires the terms and both names', async () => {
    const response = await callAuth('/sign-up/email', {
      body: { email: uniqueEmail(), password: STRONG_PASSWORD, name: 'x', firstName: ' ', lastName: '' },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      terms: 'Please agree to Terms and Conditions and Privacy Policy',
    })
  })

  it('refuses an email longer than mail can carry (254 characters) before creating anything', async () => {
    const email = `${'q'.repeat(300)}@example.com`
    const response = await callAuth('/sign-up/email', {
      body: { email, password: STRONG_PASSWORD, name: 'x', firstName: 'Ada', lastName: 'L', terms: true },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ email: 'Please enter a valid email address' })
  })

  it('refuses an email already in use', async () => {
    const member = await signUpMember()
    const response = await callAuth('/sign-up/email', {
      body: { email: member.email, password: STRONG_PASSWORD, name: 'x', firstName: 'A', lastName: 'B', terms: true },
    })
    expect(response.status).toBe(422)
    expect((await response.json()).code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')
  })

  it('tells each sign-up that loses a race for one email that the email is in use', async () => {
    const email = uniqueEmail()
    const body = { email, password: STRONG_PASSWORD, name: 'x', firstName: 'Rae', lastName: 'Quinn', terms: true }
    const answers = await Promise.all(Array.from({ length: 5 }, () => callAuth('/sign-up/email', { body })))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    const losers = await Promise.all(answers.filter((answer) => answer.status !== 200).map((answer) => answer.json()))
    // Spec 8's email-already-in-use words, as a later sign-up gets them.
    expect(losers).toEqual(
      losers.map(() =>
        expect.objectContaining({
          code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
          message: 'The email address is already in use by another account.',
        }),
      ),
    )
    const winner = (await answers.find((answer) => answer.status === 200)!.json()) as { user: { id: string } }
    rememberUser(winner.user.id, email)
  })

  it('sends the verification email to the mailbox', async () => {
    const member = await signUpMember()
    const payload = await getPayloadClient()
    const mail = await payload.find({
      collection: 'dev-mailbox',
      where: { to: { equals: member.email } },
      overrideAccess: true,
    })
    expect(mail.docs).toHaveLength(1)
    expect(mail.docs[0].subject).toBe('Verify your email for EA Collective')
    expect(mail.docs[0].links?.[0]).toMatch(/\/api\/auth\/verify-email\?token=.+&callbackURL=%2Fonboard%2Fverified/)
  })
})

describe('forms sent before joining', () => {
  it('become the member’s once they verify the address they were sent with, and no one else’s', async () => {
    const email = uniqueEmail('applied-first')
    const payload = await getPayloadClient()
    const grant = (address: string) =>
      payload.create({
        collection: 'form-submissions',
        data: { form: 'grant', formType: 'grant', status: 'new', email: address, data: { email: address, firstName: 'Mara' } },
        context: { skipNotification: true },
        overrideAccess: true,
      })
    // Typed with capitals on the grant form; another address that only contains it stays a visitor's.
    const mine = await grant(email.toUpperCase())
    const other = await grant(`x${email}`)
    try {
      const signUp = await callAuth('/sign-up/email', {
        body: { email, password: STRONG_PASSWORD, name: 'x', firstName: 'Mara', lastName: 'Quinn', terms: true },
      })
      expect(signUp.status).toBe(200)
      const { user } = (await signUp.json()) as { user: { id: string } }
      rememberUser(user.id, email)
      const before = await payload.findByID({ collection: 'form-submissions', id: mine.id, depth: 0, overrideAccess: true })
      expect(before.member ?? null).toBeNull()

      const opened = await callAuth((await latestMail(email, 'Verify your email for EA Collective')).link, {
        method: 'GET',
        headers: { origin: '' },
      })
      expect(opened.status).toBe(302)
      const claimed = await payload.findByID({ collection: 'form-submissions', id: mine.id, depth: 0, overrideAccess: true })
      expect(claimed.member).toBe(user.id)
      const untouched = await payload.findByID({ collection: 'form-submissions', id: other.id, depth: 0, overrideAccess: true })
      expect(untouched.member ?? null).toBeNull()
    } finally {
      await payload.delete({ collection: 'form-submissions', where: { id: { in: [mine.id, other.id] } }, overrideAccess: true })
    }
  })
})

describe('emailed links on this machine', () => {
  // SITE_URL is http://localhost:…; a browser at 127.0.0.1 keeps its cookies under that name.
  const otherName = SITE.replace('//localhost', '//127.0.0.1')
  const fromOtherName = { origin: otherName }

  it('take the loopback name the member’s browser used, for verification, magic links and resets', async () => {
    expect(otherName).not.toBe(SITE)
    const email = uniqueEmail('loopback')
    const signUp = await callAuth('/sign-up/email', {
      headers: fromOtherName,
      body: { email, password: STRONG_PASSWORD, name: 'x', firstName: 'Rosa', lastName: 'Delgado', terms: true },
    })
    expect(signUp.status).toBe(200)
    rememberUser(((await signUp.json()) as { user: { id: string } }).user.id, email)
    const verification = await latestMail(email, 'Verify your email for EA Collective')
    expect(verification.link.startsWith(`${otherName}/api/auth/verify-email?token=`)).toBe(true)

    await callAuth('/sign-in/magic-link', { headers: fromOtherName, body: { email } })
    const signInLink = (await latestMail(email, 'Your EA Collective sign-in link')).link
    expect(signInLink.startsWith(`${otherName}/api/auth/`)).toBe(true)
    // Opened, it signs in and sends the browser on under the same name, where the cookie was set.
    const signedIn = await callAuth(signInLink, { method: 'GET', headers: { origin: '' } })
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe('/onboard/verified')
    expect(signedIn.headers.getSetCookie().filter((cookie) => /session_token=[^;]+/.test(cookie))).toHaveLength(1)
    await callAuth('/request-password-reset', { headers: fromOtherName, body: { email } })
    const reset = (await latestMail(email, 'Reset your EA Collective password')).link
    expect(reset.startsWith(`${otherName}/api/auth/reset-password/`)).toBe(true)
    // Opened, it sends the browser on to the form under the same name: a path, not SITE_URL.
    const opened = await callAuth(reset, { method: 'GET', headers: { origin: '' } })
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toMatch(/^\/onboard\/reset-password\?token=\w+$/)
  })

  it('keep SITE_URL’s name for a request from it, or from a page of no site', async () => {
    const member = await signUpMember()
    expect(
      (await latestMail(member.email, 'Verify your email for EA Collective')).link.startsWith(`${SITE}/api/auth/`),
    ).toBe(true)
    await callAuth('/sign-in/magic-link', { headers: { origin: 'http://127.0.0.1:1' }, body: { email: member.email } })
    expect(
      (await latestMail(member.email, 'Your EA Collective sign-in link')).link.startsWith(`${SITE}/api/auth/`),
    ).toBe(true)
  })
})

describe('sign-in answers', () => {
  it('says USER_NOT_FOUND for an unknown email', async () => {
    const { response } = await signIn(uniqueEmail('nobody'))
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({
      code: 'USER_NOT_FOUND',
      message:
        "We're sorry, but we don't recognize this email address. Please try again or sign up to create a new account.",
    })
  })

  it('says INVALID_PASSWORD for a wrong password', async () => {
    const member = await signUpMember()
    const { response } = await signIn(member.email, 'Wrong-Password-123')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: "We're sorry, but we can't verify your password. Please try again.",
    })
  })

  it('signs in with the right password', async () => {
    const member = await signUpMember()
    const { response, jar } = await signIn(member.email.toUpperCase())
    expect(response.status).toBe(200)
    expect((await sessionOf(jar))?.user.id).toBe(member.id)
  })

  it('says MISSING_EMAIL and INVALID_EMAIL before looking anything up', async () => {
    const missing = await signIn('  ')
    expect((await missing.response.json()).code).toBe('MISSING_EMAIL')
    const invalid = await signIn('not-an-email')
    expect((await invalid.response.json()).code).toBe('INVALID_EMAIL')
  })

  it('answers 429 with TOO_MANY_REQUESTS on the sixth attempt within a minute', async () => {
    const ip = freshIp()
    const email = uniqueEmail('nobody')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await callAuth('/sign-in/email', { ip, body: { email, password: 'Wrong-Password-1' } })
      statuses.push(response.status)
      if (attempt === 5) {
        expect(await response.json()).toEqual({
          code: 'TOO_MANY_REQUESTS',
          message: 'Oops, there have been too many login attempts. Please wait 60 seconds and try logging in again.',
        })
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    // Counted in the database, so every app instance sees the same count.
    const { rows } = await getPool().query<{ count: number }>(`select count from "auth"."rateLimit" where key = $1`, [
      `${ip}|/sign-in/email`,
    ])
    expect(rows[0]?.count).toBe(5)
    // Another client is not affected.
    const other = await callAuth('/sign-in/email', { ip: freshIp(), body: { email, password: 'Wrong-Password-1' } })
    expect(other.status).toBe(401)
  })
})

describe('enumeration protection (AUTH_ENUMERATION_PROTECTION)', () => {
  const protectedAuth = createAuth({ enumerationProtection: true })
  const { POST: handler } = toNextJsHandler(protectedAuth)

  it('answers an unknown email and a wrong password with the same code', async () => {
    const member = await signUpMember()
    const unknown = await callAuth('/sign-in/email', {
      handler,
      body: { email: uniqueEmail('nobody'), password: 'Wrong-Password-1' },
    })
    const wrong = await callAuth('/sign-in/email', {
      handler,
      body: { email: member.email, password: 'Wrong-Password-1' },
    })
    for (const response of [unknown, wrong]) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: "We're sorry, but that email and password don't match our records. Please try again.",
      })
    }
  })
})

describe('disabled members', () => {
  it('ends their sessions and refuses their sign-in with USER_DISABLED', async () => {
    const member = await signUpMember()
    expect(await sessionOf(member.jar)).not.toBeNull()
    const payload = await getPayloadClient()
    await payload.update({ collection: 'members', id: member.id, data: { isDisabled: true }, overrideAccess: true })

    expect(await sessionOf(member.jar)).toBeNull()
    const { response } = await signIn(member.email)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      code: 'USER_DISABLED',
      message: 'The user account has been disabled by an administrator.',
    })
  })

  it('sends their emailed verification link on to the page that says so (a redirect, not a 403 browsers do not follow)', async () => {
    const member = await signUpMember()
    const { link } = await latestMail(member.email, 'Verify your email for EA Collective')
    const payload = await getPayloadClient()
    await payload.update({ collection: 'members', id: member.id, data: { isDisabled: true }, overrideAccess: true })
    const opened = await callAuth(link, { method: 'GET', jar: new CookieJar() })
    expect(opened.status).toBe(302)
    expect(location(opened).pathname).toBe('/onboard/verified')
    expect(location(opened).searchParams.get('error')).toBe('USER_DISABLED')
  })

  it('sends them no magic link', async () => {
    const member = await signUpMember()
    const payload = await getPayloadClient()
    await payload.update({ collection: 'members', id: member.id, data: { isDisabled: true }, overrideAccess: true })
    const response = await callAuth('/sign-in/magic-link', { body: { email: member.email } })
    expect(response.status).toBe(200)
    await expect(latestMail(member.email, 'Your EA Collective sign-in link')).rejects.toThrow(/no .* mail/)
  })
})

describe('magic links', () => {
  it('signs in once, then answers the same link with ?error=', async () => {
    const member = await signUpMember()
    const request = await callAuth('/sign-in/magic-link', {
      body: { email: member.email, callbackURL: '/onboard/verified?returnTo=/dashboard' },
    })
    expect(request.status).toBe(200)
    const { link } = await latestMail(member.email, 'Your EA Collective sign-in link')

    const browser = new CookieJar()
    const first = await callAuth(link, { method: 'GET', jar: browser })
    expect(first.status).toBe(302)
    expect(location(first).pathname).toBe('/onboard/verified')
    expect(location(first).searchParams.get('error')).toBeNull()
    expect((await sessionOf(browser))?.user.id).toBe(member.id)

    const second = await callAuth(link, { method: 'GET', jar: new CookieJar() })
    expect(second.status).toBe(302)
    expect(location(second).pathname).toBe('/onboard/verified')
    expect(location(second).searchParams.get('error')).toBe('INVALID_TOKEN')
  })

  it('answers an expired link with ?error=', async () => {
    const member = await signUpMember()
    await callAuth('/sign-in/magic-link', { body: { email: member.email } })
    const { link } = await latestMail(member.email, 'Your EA Collective sign-in link')
    // Eleven minutes later.
    await getPool().query(
      `update "auth"."verification" set "expiresAt" = now() - interval '1 minute' where identifier like 'magic-link:%'`,
    )
    const response = await callAuth(link, { method: 'GET' })
    expect(location(response).pathname).toBe('/onboard/verified')
    expect(location(response).searchParams.get('error')).toBe('INVALID_TOKEN')
  })

  it('answers a forged token with ?error=', async () => {
    const response = await callAuth('/magic-link/verify?token=forged&callbackURL=%2Fonboard%2Fverified', {
      method: 'GET',
    })
    expect(location(response).searchParams.get('error')).toBe('INVALID_TOKEN')
  })

  it('lasts ten minutes and stores only a hash of the token', async () => {
    const member = await signUpMember()
    await callAuth('/sign-in/magic-link', { body: { email: member.email } })
    const { link } = await latestMail(member.email, 'Your EA Collective sign-in link')
    const token = new URL(link).searchParams.get('token') ?? ''
    const { rows } = await getPool().query<{ identifier: string; ttl: number }>(
      `select identifier, extract(epoch from "expiresAt" - "createdAt")::int as ttl from "auth"."verification"
       where identifier like 'magic-link:%' order by "createdAt" desc limit 1`,
    )
    expect(rows[0].ttl).toBe(600)
    expect(rows[0].identifier).not.toContain(token)
  })
})

describe('email verification', () => {
  it('verifies once; the same link then answers ?error=', async () => {
    const member = await signUpMember()
    const { link } = await latestMail(member.email, 'Verify your email for EA Collective')

    const first = await callAuth(link, { method: 'GET', jar: member.jar })
    expect(first.status).toBe(302)
    expect(location(first).pathname).toBe('/onboard/verified')
    expect(location(first).searchParams.get('error')).toBeNull()
    expect((await sessionOf(member.jar))?.user.emailVerified).toBe(true)

    const second = await callAuth(link, { method: 'GET' })
    expect(second.status).toBe(302)
    expect(location(second).pathname).toBe('/onboard/verified')
    expect(location(second).searchParams.get('error')).toBe('INVALID_TOKEN')
  })

  it('never redirects to another site', async () => {
    const member = await signUpMember()
    const { link } = await latestMail(member.email, 'Verify your email for EA Collective')
    await callAuth(link, { method: 'GET' })
    const reused = new URL(link)
    reused.searchParams.set('callbackURL', 'https://evil.example/phish')
    const response = await callAuth(reused.toString(), { method: 'GET' })
    expect(response.headers.get('location') ?? '').not.toContain('evil.example')
  })
})

describe('password reset', () => {
  it('sets the new password and ends every other session', async () => {
    const member = await signUpMember()
    const { jar: laptop } = await signIn(member.email)
    const { jar: phone } = await signIn(member.email)
    expect(await sessionOf(laptop)).not.toBeNull()

    const request = await callAuth('/request-password-reset', { body: { email: member.email } })
    expect(request.status).toBe(200)
    const { link } = await latestMail(member.email, 'Reset your EA Collective password')
    const opened = await callAuth(link, { method: 'GET' })
    expect(opened.status).toBe(302)
    const resetPage = location(opened)
    expect(resetPage.pathname).toBe('/onboard/reset-password')
    const token = resetPage.searchParams.get('token')
    expect(token).toBeTruthy()

    const weak = await callAuth('/reset-password', { body: { newPassword: 'weak', token } })
    expect(weak.status).toBe(400)
    expect((await weak.json()).errors).toEqual({ password: 'Must include 8 characters' })

    const reset = await callAuth('/reset-password', { body: { newPassword: 'Brand-New-Pass-42', token } })
    expect(reset.status).toBe(200)
    expect(await sessionOf(laptop)).toBeNull()
    expect(await sessionOf(phone)).toBeNull()
    expect(await sessionOf(member.jar)).toBeNull()
    expect((await signIn(member.email, 'Brand-New-Pass-42')).response.status).toBe(200)
    expect((await signIn(member.email)).response.status).toBe(401)

    const again = await callAuth('/reset-password', { body: { newPassword: 'Another-Pass-42', token } })
    expect(again.status).toBe(400)

    // The owner is told, with the way back in if it was not them.
    const { mail, link: signInLink } = await latestMail(member.email, 'Your EA Collective password was changed')
    expect(mail.text).toContain('every device signed in to it was signed out')
    expect(new URL(signInLink).pathname).toBe('/onboard/sign-in')
  })

  it('ends every other reset and sign-in link in the account’s mail', async () => {
    const member = await signUpMember()
    await callAuth('/sign-in/magic-link', { body: { email: member.email } })
    const { link: magic } = await latestMail(member.email, 'Your EA Collective sign-in link')
    await callAuth('/request-password-reset', { body: { email: member.email } })
    const { link: olderReset } = await latestMail(member.email, 'Reset your EA Collective password')
    // Requested again ("Resend Link"): the owner uses this one.
    await new Promise((resolve) => setTimeout(resolve, 5))
    await callAuth('/request-password-reset', { body: { email: member.email } })
    const { link: reset } = await latestMail(member.email, 'Reset your EA Collective password')
    expect(reset).not.toBe(olderReset)
    const token = location(await callAuth(reset, { method: 'GET' })).searchParams.get('token')
    expect((await callAuth('/reset-password', { body: { newPassword: 'Taken-Back-Pass-42', token } })).status).toBe(200)

    // Whoever else read the mail: the older reset link and the magic link no longer open anything.
    const stale = await callAuth(olderReset, { method: 'GET' })
    expect(location(stale).searchParams.get('error')).toBe('INVALID_TOKEN')
    const browser = new CookieJar()
    const signIn = await callAuth(magic, { method: 'GET', jar: browser })
    expect(location(signIn).searchParams.get('error')).toBe('INVALID_TOKEN')
    expect(await sessionOf(browser)).toBeNull()
  })

  it('ends them too when the password is changed while signed in, and tells the owner', async () => {
    const member = await signUpMember()
    await callAuth('/sign-in/magic-link', { body: { email: member.email } })
    const { link: magic } = await latestMail(member.email, 'Your EA Collective sign-in link')
    await callAuth('/request-password-reset', { body: { email: member.email } })
    const { link: reset } = await latestMail(member.email, 'Reset your EA Collective password')

    const { jar: phone } = await signIn(member.email)
    expect(await sessionOf(phone)).not.toBeNull()
    // Not asked to, other devices are signed out all the same, as the notice says.
    const changed = await callAuth('/change-password', {
      jar: member.jar,
      body: { currentPassword: STRONG_PASSWORD, newPassword: 'Changed-Here-Pass-42' },
    })
    expect(changed.status).toBe(200)
    expect(await sessionOf(phone)).toBeNull()
    expect(location(await callAuth(reset, { method: 'GET' })).searchParams.get('error')).toBe('INVALID_TOKEN')
    const browser = new CookieJar()
    expect(location(await callAuth(magic, { method: 'GET', jar: browser })).searchParams.get('error')).toBe('INVALID_TOKEN')
    expect(await sessionOf(browser)).toBeNull()
    const { mail } = await latestMail(member.email, 'Your EA Collective password was changed')
    expect(mail.to).toBe(member.email)
  })
})

describe('guests', () => {
  it('get a member record of their own, as GUEST and LOGGED_IN_ANON', async () => {
    const jar = new CookieJar()
    const response = await callAuth('/sign-in/anonymous', { jar })
    expect(response.status).toBe(200)
    const { user } = (await response.json()) as { user: { id: string } }
    rememberUser(user.id)
    expect(await findMember(user.id)).toMatchObject({ isAnonymous: true, email: null })
    const session = await sessionOf(jar)
    const { appState } = await loadMemberState({ ...session!.user })
    expect(appState).toMatchObject({ uid: user.id, userType: 'GUEST', appStatus: 'LOGGED_IN_ANON', email: null })
  })

  it('keep what they did as a guest when they sign up', async () => {
    const jar = new CookieJar()
    const guestResponse = await callAuth('/sign-in/anonymous', { jar })
    const guestId = ((await guestResponse.json()) as { user: { id: string } }).user.id
    rememberUser(guestId)
    const payload = await getPayloadClient()
    await payload.update({
      collection: 'members',
      id: guestId,
      data: {
        joinedCampaigns: ['grant-2026'],
        completedForms: ['feedback-q1'],
        groupCode: 'CHAMBER',
        promoCode: 'SPRING',
      },
      overrideAccess: true,
    })

    const member = await signUpMember({ firstName: 'Grace' }, jar)
    expect(member.id).not.toBe(guestId)
    expect(await findMember(member.id)).toMatchObject({
      firstName: 'Grace',
      isAnonymous: false,
      joinedCampaigns: ['grant-2026'],
      completedForms: ['feedback-q1'],
      groupCode: 'CHAMBER',
      promoCode: 'SPRING',
    })
    expect(await findMember(guestId)).toBeNull()
    const context = await auth.$context
    expect(await context.internalAdapter.findUserById(guestId)).toBeNull()
    expect((await sessionOf(jar))?.user.id).toBe(member.id)
  })
})

describe('deleting a user', () => {
  it('removes the member record', async () => {
    const member = await signUpMember()
    expect(await findMember(member.id)).not.toBeNull()
    const context = await auth.$context
    await context.internalAdapter.deleteUser(member.id)
    expect(await findMember(member.id)).toBeNull()
  })
})

/**
 * Drives the real auth endpoints the way a browser does: requests through the /api/auth route
 * handler with an Origin header, a client IP (rate limits are per IP and path) and the cookies
 * the previous answer set. Cleans up the users it made through Better Auth, so the member-record
 * hooks run as they do in the app.
 */
import { randomInt, randomUUID } from 'node:crypto'

import { POST as authRoute } from '@/app/api/auth/[...all]/route'
import { POST as upgradeRoute } from '@/app/api/business-account/route'
import { auth, closeAuthDatabase } from '@/server/auth/auth'
import { getPool } from '@/server/db'
import { env } from '@/server/env'
import { closeMemberStateListener } from '@/server/live/listener'
import { getPayloadClient } from '@/server/payload'

import { buildUpgradeToPlus } from '../../factories/business-account'

export const SITE = env.SITE_URL
export const STRONG_PASSWORD = 'Correct-Horse-Battery-9'

/** A fresh client address, so one test's attempts never count against another's limits. */
export const freshIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`
export const uniqueEmail = (label = 'member') => `${label}-${randomUUID().slice(0, 8)}@example.com`

/** Cookies a browser would hold, updated from each answer's Set-Cookie. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  store(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const isExpired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === ''
      if (isExpired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return this
  }

  get header(): string {
    return Array.from(this.cookies, ([name, value]) => `${name}=${value}`).join('; ')
  }

  get isEmpty(): boolean {
    return this.cookies.size === 0
  }
}

/**
 * A JSON request from the site's own pages (a POST unless `method` says otherwise), with the
 * member's cookies when `jar` is given. A string `body` is sent as it is (a malformed one, say);
 * `headers` add to or replace the defaults (another content type, a cross-site origin).
 */
export const jsonRequest = (
  path: string,
  jar: CookieJar | null,
  body: unknown,
  { method = 'POST', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) =>
  new Request(`${SITE}${path}`, {
    method,
    headers: {
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      ...(jar ? { cookie: jar.header } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

export interface AuthCall {
  method?: 'GET' | 'POST'
  body?: unknown
  /** Extra request headers (X-Forwarded-For, Origin, ...). */
  headers?: Record<string, string>
  jar?: CookieJar
  ip?: string
  handler?: (request: Request) => Promise<Response>
}

/** One request to /api/auth{path} through the route handler (or another handler given). */
export async function callAuth(
  path: string,
  { method = 'POST', body, jar, ip = freshIp(), handler = authRoute, headers: extra = {} }: AuthCall = {},
) {
  const url = path.startsWith('http') ? path : `${SITE}/api/auth${path}`
  // The server stamps the connection's address on every request (scripts/lib/connection-address.mjs).
  const headers = new Headers({ origin: SITE, 'x-ea-connection-address': ip })
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  if (body !== undefined) headers.set('content-type', 'application/json')
  if (jar && !jar.isEmpty) headers.set('cookie', jar.header)
  const response = await handler(
    new Request(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    }),
  )
  jar?.store(response)
  return response
}

export interface SignedUpMember {
  id: string
  email: string
  jar: CookieJar
}

const createdUserIds = new Set<string>()
const createdEmails = new Set<string>()

export function rememberUser(id: string, email?: string) {
  createdUserIds.add(id)
  if (email) createdEmails.add(email)
}

/** Signs up through the endpoint, as the sign-up form does; the jar holds the new session. */
export async function signUpMember(
  overrides: Partial<{ email: string; firstName: string; lastName: string; password: string }> = {},
  jar: CookieJar = new CookieJar(),
): Promise<SignedUpMember> {
  const email = overrides.email ?? uniqueEmail()
  const response = await callAuth('/sign-up/email', {
    jar,
    body: {
      email,
      password: overrides.password ?? STRONG_PASSWORD,
      name: 'ignored',
      firstName: overrides.firstName ?? 'Dana',
      lastName: overrides.lastName ?? 'Ruiz',
      terms: true,
    },
  })
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  const { user } = (await response.json()) as { user: { id: string } }
  rememberUser(user.id, email)
  return { id: user.id, email, jar }
}

export async function signIn(email: string, password = STRONG_PASSWORD, jar = new CookieJar()) {
  const response = await callAuth('/sign-in/email', { jar, body: { email, password } })
  return { response, jar }
}

/** The session a jar holds, as Better Auth sees it (null when signed out). */
export async function sessionOf(jar: CookieJar) {
  return auth.api.getSession({ headers: new Headers({ cookie: jar.header }) })
}

/**
 * Deletes every user this file created, through Better Auth (its hooks remove member records),
 * with the mail sent to them and their unused links.
 */
export async function deleteCreatedUsers() {
  const context = await auth.$context
  const ids = Array.from(createdUserIds)
  const emails = Array.from(createdEmails)
  for (const id of ids) {
    await context.internalAdapter.deleteUser(id).catch(() => {})
  }
  const payload = await getPayloadClient()
  if (emails.length) {
    await payload.delete({ collection: 'dev-mailbox', where: { to: { in: emails } }, overrideAccess: true })
  }
  await getPool().query(`delete from "auth"."verification" where value = any($1) or value like any($2)`, [
    ids,
    emails.map((email) => `%"${email}"%`),
  ])
  createdUserIds.clear()
  createdEmails.clear()
}

const createdBusinessAccounts = new Set<number>()

/** Remembers a business account the file made, for `cleanUpMembers`. */
export function rememberBusinessAccount(id: string | number) {
  createdBusinessAccounts.add(Number(id))
}

/** A member who has upgraded to Plus through the endpoint, as the form does: the OWNER of a new business account. */
export async function signUpPlusMember(
  overrides: Parameters<typeof signUpMember>[0] = {},
): Promise<SignedUpMember & { businessAccountId: string }> {
  const member = await signUpMember(overrides)
  const response = await upgradeRoute(jsonRequest('/api/business-account', member.jar, buildUpgradeToPlus()))
  if (response.status !== 201) throw new Error(`upgrade failed: ${response.status} ${await response.text()}`)
  const { businessAccountId } = (await response.json()) as { businessAccountId: string }
  rememberBusinessAccount(businessAccountId)
  return { ...member, businessAccountId }
}

/**
 * After a file that signs members up (its afterAll): deletes the business accounts it made, with
 * their vendor orders, and its users; then closes the member-state listener and the auth
 * database's pool, so that nothing holds the file's process open.
 */
export async function cleanUpMembers() {
  const payload = await getPayloadClient()
  for (const id of createdBusinessAccounts) {
    await payload.delete({
      collection: 'vendor-orders',
      where: { businessAccount: { equals: id } },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'business-accounts', id, overrideAccess: true }).catch(() => {})
  }
  createdBusinessAccounts.clear()
  await deleteCreatedUsers()
  await closeMemberStateListener()
  await closeAuthDatabase()
}

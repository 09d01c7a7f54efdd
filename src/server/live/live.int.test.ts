import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { POST as upgrade } from '@/app/api/business-account/route'
import { GET as live } from '@/app/api/live/route'
import { getPool } from '@/server/db'
import { getPayloadClient } from '@/server/payload'

import { buildUpgradeToPlus } from '../../../tests/factories/business-account'
import {
  SITE,
  callAuth,
  cleanUpMembers,
  rememberBusinessAccount,
  signUpMember,
} from '../../../tests/integration/support/members'
import { type LiveEvent, getMemberStateListener, subscribeToMemberState } from './listener'

afterAll(cleanUpMembers)

/** Collects what the listener hears, and waits for a matching event. */
function recordEvents() {
  const events: LiveEvent[] = []
  const waiters: Array<{ match: (event: LiveEvent) => boolean; resolve: (event: LiveEvent) => void }> = []
  const subscriber = (event: LiveEvent) => {
    events.push(event)
    for (const waiter of waiters.splice(0)) {
      if (waiter.match(event)) waiter.resolve(event)
      else waiters.push(waiter)
    }
  }
  const waitFor = (match: (event: LiveEvent) => boolean, timeoutMs = 3000) =>
    new Promise<LiveEvent>((resolve, reject) => {
      const found = events.find(match)
      if (found) return resolve(found)
      const timer = setTimeout(() => reject(new Error('no matching event')), timeoutMs)
      waiters.push({ match, resolve: (event) => (clearTimeout(timer), resolve(event)) })
    })
  return { events, subscriber, waitFor }
}

describe('LISTEN/NOTIFY', () => {
  it('delivers a member change to the listener once it commits', async () => {
    const member = await signUpMember()
    const { subscriber, waitFor } = recordEvents()
    const unsubscribe = await subscribeToMemberState(subscriber)
    const payload = await getPayloadClient()
    await payload.update({ collection: 'members', id: member.id, data: { discordId: 'dana#1' }, overrideAccess: true })
    const event = await waitFor((e) => e.type === 'notice' && e.notice.memberId === member.id)
    expect(event).toEqual({ type: 'notice', notice: { memberId: member.id } })
    unsubscribe()
  })

  it('announces nothing for a change that is rolled back', async () => {
    const member = await signUpMember()
    const { subscriber, events, waitFor } = recordEvents()
    const unsubscribe = await subscribeToMemberState(subscriber)
    const payload = await getPayloadClient()

    const rolledBack = await createLocalReq({}, payload)
    await initTransaction(rolledBack)
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { discordId: 'x' },
      req: rolledBack,
      overrideAccess: true,
    })
    await killTransaction(rolledBack)

    const committed = await createLocalReq({}, payload)
    await initTransaction(committed)
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { discordId: 'y' },
      req: committed,
      overrideAccess: true,
    })
    await commitTransaction(committed)

    await waitFor((e) => e.type === 'notice' && e.notice.memberId === member.id)
    expect(events.filter((e) => e.type === 'notice' && e.notice.memberId === member.id)).toHaveLength(1)
    unsubscribe()
  })

  it('reconnects after losing its connection and tells streams to re-read', async () => {
    const member = await signUpMember()
    const { subscriber, waitFor } = recordEvents()
    const unsubscribe = await subscribeToMemberState(subscriber)
    await getPool().query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN member_state' and pid <> pg_backend_pid()`,
    )
    await waitFor((e) => e.type === 'resync', 5000)
    expect(getMemberStateListener().isConnected).toBe(true)
    const payload = await getPayloadClient()
    await payload.update({ collection: 'members', id: member.id, data: { discordId: 'after' }, overrideAccess: true })
    await waitFor((e) => e.type === 'notice' && e.notice.memberId === member.id)
    unsubscribe()
  })
})

/** Reads `event: state` messages from an SSE response. */
function readStates(response: Response) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const next = async (
    timeoutMs = 4000,
  ): Promise<{ appState: Record<string, unknown>; businessState: Record<string, unknown> } | null> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end !== -1) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (block.startsWith('event: state\n')) return JSON.parse(block.slice(block.indexOf('data: ') + 6))
        continue
      }
      const remaining = deadline - Date.now()
      if (remaining <= 0) throw new Error('no state event in time')
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no state event in time')), remaining)),
      ])
      if (chunk.done) return null
      buffer += decoder.decode(chunk.value, { stream: true })
    }
  }
  return { next, cancel: () => reader.cancel().catch(() => {}) }
}

describe('GET /api/live', () => {
  it('answers 401 without a session', async () => {
    const response = await live(new Request(`${SITE}/api/live`))
    expect(response.status).toBe(401)
  })

  it("streams the member's state, then each change an operator makes, then ends on sign-out", async () => {
    const member = await signUpMember({ firstName: 'Dana' })
    const created = await upgrade(
      new Request(`${SITE}/api/business-account`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json', cookie: member.jar.header },
        body: JSON.stringify(buildUpgradeToPlus()),
      }),
    )
    const businessAccountId = Number((await created.json()).businessAccountId)
    rememberBusinessAccount(businessAccountId)

    const abort = new AbortController()
    const response = await live(
      new Request(`${SITE}/api/live`, { headers: { cookie: member.jar.header }, signal: abort.signal }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const stream = readStates(response)

    const first = await stream.next()
    expect(first?.appState).toMatchObject({ uid: member.id, userType: 'PLUS', appStatus: 'LOGGED_IN' })
    expect(first?.businessState).toMatchObject({ targetStatus: ['EA', 'DELL_NO', 'FEDEX_NO', 'ODP_NO'] })

    // An operator links a Dell account in the admin.
    const payload = await getPayloadClient()
    await payload.update({
      collection: 'business-accounts',
      id: businessAccountId,
      data: { vendorAccounts: [{ key: 'DELL_ACCOUNT', vendorAccountNumber: 'D-100200' }] },
      overrideAccess: true,
    })
    const changed = await stream.next(2000)
    expect(changed?.businessState).toMatchObject({
      targetStatus: ['EA', 'DELL_ACCOUNT', 'FEDEX_NO', 'ODP_NO'],
      vendorAccounts: { DELL_ACCOUNT: { vendorAccountNumber: 'D-100200' } },
    })

    // The member record changes too (its stored targetStatus follows the account).
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { firstName: 'Danielle' },
      overrideAccess: true,
    })
    const renamed = await stream.next(2000)
    expect(renamed?.appState).toMatchObject({ memberData: { firstName: 'Danielle' } })

    // Signing out (in any tab) ends the stream with the logged-out state.
    const signOut = await callAuth('/sign-out', { jar: member.jar, body: {} })
    expect(signOut.status).toBe(200)
    const signedOut = await stream.next(2000)
    expect(signedOut?.appState).toMatchObject({ uid: null, appStatus: 'LOGGED_OUT' })
    expect(await stream.next(2000)).toBeNull()
    abort.abort()
  })

  it('stops when the client goes away', async () => {
    const member = await signUpMember()
    const abort = new AbortController()
    const response = await live(
      new Request(`${SITE}/api/live`, { headers: { cookie: member.jar.header }, signal: abort.signal }),
    )
    const stream = readStates(response)
    await stream.next()
    const listener = getMemberStateListener()
    const before = listener.subscriberCount
    abort.abort()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(listener.subscriberCount).toBe(before - 1)
    expect(await stream.next(1000)).toBeNull()
  })
})

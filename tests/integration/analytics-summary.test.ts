import { randomUUID } from 'node:crypto'

import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/analytics/summary/route'
import { POST } from '@/app/api/track/route'
import { closeAuthDatabase } from '@/server/auth/auth'
import { closeMemberStateListener } from '@/server/live/listener'
import { getPayloadClient } from '@/server/payload'

import { type CookieJar, SITE, STRONG_PASSWORD, deleteCreatedUsers, freshIp, signUpMember } from './support/members'

const operatorEmail = `analyst-${randomUUID().slice(0, 8)}@example.com`
let operatorId: number | string | undefined
let operatorToken = ''

beforeAll(async () => {
  const payload = await getPayloadClient()
  const operator = await payload.create({
    collection: 'users',
    data: { email: operatorEmail, password: STRONG_PASSWORD },
    overrideAccess: true,
  })
  operatorId = operator.id
  const login = await payload.login({ collection: 'users', data: { email: operatorEmail, password: STRONG_PASSWORD } })
  operatorToken = login.token ?? ''
})

afterAll(async () => {
  const payload = await getPayloadClient()
  if (operatorId !== undefined) await payload.delete({ collection: 'users', id: operatorId, overrideAccess: true })
  await deleteCreatedUsers()
  await closeMemberStateListener()
  await closeAuthDatabase()
})

function track(events: Record<string, unknown>[], jar?: CookieJar, ip = freshIp()) {
  return POST(
    new Request(`${SITE}/api/track`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-ea-connection-address': ip,
        ...(jar ? { cookie: jar.header } : {}),
      },
      body: JSON.stringify({ events }),
    }),
  )
}

function summary(query: string, headers: Record<string, string> = {}) {
  return GET(new NextRequest(`${SITE}/api/analytics/summary${query}`, { headers }))
}

const asOperator = () => ({ authorization: `JWT ${operatorToken}` })

describe('GET /api/analytics/summary', () => {
  it('answers 403 to visitors and members', async () => {
    expect((await summary('')).status).toBe(403)
    const member = await signUpMember()
    const response = await summary('', { cookie: member.jar.header })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ message: 'Analytics are for operators: sign in to the admin.' })
  })

  it('answers 400 with a reason for a period it cannot read', async () => {
    for (const [query, message] of [
      ['?from=yesterday', 'from must be a date (YYYY-MM-DD) or an ISO date-time.'],
      ['?to=2026-13-45', 'to must be a date (YYYY-MM-DD) or an ISO date-time.'],
      ['?from=2026-05-02&to=2026-05-01', 'from must be before to.'],
    ] as const) {
      const response = await summary(query, asOperator())
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ code: 'INVALID_PERIOD', message })
    }
  })

  it('counts page views, clicks, forms, the funnel and what members open', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const before = (await (await summary(`?from=${today}&to=${today}`, asOperator())).json()) as Summary
    const form = `contact-${randomUUID().slice(0, 8)}`
    const product = `product-${randomUUID().slice(0, 8)}`
    const member = await signUpMember()

    expect((await track([{ eventType: 'PAGE_VIEW', path: '/vendors/odp' }, { eventType: 'CLICK_LINK', elementId: product, label: 'Copy paper' }])).status).toBe(202)
    expect(
      (
        await track(
          [
            { eventType: 'PAGE_VIEW', path: '/vendors/odp' },
            { eventType: 'FORM_START', elementId: form },
            { eventType: 'FORM_SUBMIT', elementId: form },
            { eventType: 'FORM_SUBMIT_FAILURE', elementId: form },
            { eventType: 'FORM_SUBMIT', elementId: form },
            { eventType: 'FORM_SUBMIT_SUCCESS', elementId: form },
            { eventType: 'CLICK_LINK', elementId: product, label: 'Copy paper' },
          ],
          member.jar,
        )
      ).status,
    ).toBe(202)

    const response = await summary(`?from=${today}&to=${today}`, asOperator())
    expect(response.status).toBe(200)
    const after = (await response.json()) as Summary
    expect(after.pageViews - before.pageViews).toBe(2)
    expect(after.visitors - before.visitors).toBe(2)
    expect(after.clicks.find((click) => click.elementId === product)).toEqual({
      eventType: 'CLICK_LINK',
      elementId: product,
      label: 'Copy paper',
      clicks: 2,
    })
    expect(after.forms.find((row) => row.form === form)).toEqual({
      form,
      starts: 1,
      submits: 2,
      successes: 1,
      failures: 1,
      successRate: 0.5,
    })
    const step = (data: Summary, name: string) => data.funnel.find((row) => row.step === name)!.actors
    expect(step(after, 'VISITOR') - step(before, 'VISITOR')).toBe(2)
    expect(step(after, 'MEMBER') - step(before, 'MEMBER')).toBe(1)
    const interest = (data: Summary) => data.memberInterests.find((row) => row.path === '/vendors/odp')?.views ?? 0
    expect(interest(after) - interest(before)).toBe(1)
    expect(after.daily.at(-1)).toMatchObject({ day: today })
  })
})

type Summary = {
  visitors: number
  pageViews: number
  daily: { day: string }[]
  clicks: { eventType: string; elementId: string; label: string | null; clicks: number }[]
  forms: { form: string }[]
  funnel: { step: string; actors: number }[]
  memberInterests: { path: string; views: number }[]
}

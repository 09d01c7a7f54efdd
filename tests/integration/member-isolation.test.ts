/**
 * Member A, signed in, tries to read and change member B's records through every way in: our
 * routes and Payload's REST API. Each answer is A's own data, or 403/404 with B's records intact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DELETE as cmsDelete, GET as cmsGet, PATCH as cmsPatch } from '@/app/(payload)/cms-api/[...slug]/route'
import { POST as upgrade } from '@/app/api/business-account/route'
import { GET as getMe } from '@/app/api/me/route'
import { closeAuthDatabase } from '@/server/auth/auth'
import { closeMemberStateListener } from '@/server/live/listener'
import { findBusinessAccount, findMember } from '@/server/members'
import { getPayloadClient } from '@/server/payload'

import { buildUpgradeToPlus } from '../factories/business-account'
import { SITE, type SignedUpMember, deleteCreatedUsers, signUpMember } from './support/members'

let memberA: SignedUpMember
let memberB: SignedUpMember
let accountB: string
const createdAccounts: string[] = []

function cms(handler: typeof cmsGet, method: string, slug: string[], body?: unknown): Promise<Response> {
  const request = new Request(`${SITE}/cms-api/${slug.join('/')}`, {
    method,
    headers: {
      cookie: memberA.jar.header,
      origin: SITE,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return handler(request, { params: Promise.resolve({ slug }) })
}

beforeAll(async () => {
  memberA = await signUpMember({ firstName: 'Ada' })
  memberB = await signUpMember({ firstName: 'Bea' })
  const response = await upgrade(
    new Request(`${SITE}/api/business-account`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json', cookie: memberB.jar.header },
      body: JSON.stringify(buildUpgradeToPlus({ company: 'Bea Books' })),
    }),
  )
  expect(response.status).toBe(201)
  accountB = (await response.json()).businessAccountId
  createdAccounts.push(accountB)
})

afterAll(async () => {
  const payload = await getPayloadClient()
  for (const id of createdAccounts) {
    await payload.delete({ collection: 'business-accounts', id: Number(id), overrideAccess: true }).catch(() => {})
  }
  await deleteCreatedUsers()
  await closeMemberStateListener()
  await closeAuthDatabase()
})

describe("member A and member B's records", () => {
  it('/api/me answers A with A, whatever the address asks for', async () => {
    const response = await getMe(
      new Request(`${SITE}/api/me?uid=${memberB.id}&businessAccountId=${accountB}`, {
        headers: { cookie: memberA.jar.header },
      }),
    )
    const { appState, businessState } = await response.json()
    expect(appState).toMatchObject({ uid: memberA.id, userType: 'MEMBER', businessAccountId: null })
    expect(businessState).toMatchObject({ businessAccountId: null, isBizReady: false })
    expect(JSON.stringify({ appState, businessState })).not.toContain(memberB.id)
  })

  it("/api/business-account only ever makes A's own account; B's stays as it was", async () => {
    const response = await upgrade(
      new Request(`${SITE}/api/business-account?memberId=${memberB.id}`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json', cookie: memberA.jar.header },
        body: JSON.stringify({ ...buildUpgradeToPlus({ company: 'Ada Apps' }), memberId: memberB.id, id: accountB }),
      }),
    )
    expect(response.status).toBe(201)
    const { businessAccountId } = await response.json()
    createdAccounts.push(businessAccountId)
    expect(businessAccountId).not.toBe(accountB)

    const theirs = await findBusinessAccount(accountB)
    expect(theirs?.company).toBe('Bea Books')
    expect(theirs?.teamMembers?.map((row) => row.member)).toEqual([memberB.id])
    expect(await findMember(memberB.id)).toMatchObject({ businessAccountId: Number(accountB) })
  })

  it.each([
    ['GET', ['members', 'B']],
    ['GET', ['members']],
    ['GET', ['business-accounts', 'B-ACCOUNT']],
    ['GET', ['business-accounts']],
  ])("Payload's REST API refuses A: %s /cms-api/%j", async (method, slug) => {
    const resolved = slug.map((part) => (part === 'B' ? memberB.id : part === 'B-ACCOUNT' ? accountB : part))
    const response = await cms(cmsGet, method, resolved)
    expect([403, 404]).toContain(response.status)
    expect(JSON.stringify(await response.json())).not.toContain('Bea')
  })

  it("Payload's REST API refuses A's changes to B's member and business records", async () => {
    const patchMember = await cms(cmsPatch, 'PATCH', ['members', memberB.id], {
      firstName: 'Mallory',
      isDisabled: true,
    })
    expect([403, 404]).toContain(patchMember.status)
    const patchAccount = await cms(cmsPatch, 'PATCH', ['business-accounts', accountB], {
      teamMembers: [{ member: memberA.id, role: 'OWNER' }],
    })
    expect([403, 404]).toContain(patchAccount.status)
    const deleteAccount = await cms(cmsDelete, 'DELETE', ['business-accounts', accountB])
    expect([403, 404]).toContain(deleteAccount.status)

    expect(await findMember(memberB.id)).toMatchObject({ firstName: 'Bea', isDisabled: false })
    const theirs = await findBusinessAccount(accountB)
    expect(theirs?.teamMembers?.map((row) => row.member)).toEqual([memberB.id])
  })
})

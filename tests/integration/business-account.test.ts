import { afterAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/business-account/route'
import { GET as getMe } from '@/app/api/me/route'
import { findBusinessAccount, findMember } from '@/server/members'
import { relationId } from '@/server/members/records'
import { getPayloadClient } from '@/server/payload'

import { buildUpgradeToPlus } from '../factories/business-account'
import {
  CookieJar,
  SITE,
  callAuth,
  cleanUpMembers,
  jsonRequest,
  rememberBusinessAccount,
  sessionOf,
  signIn,
  signUpMember,
} from './support/members'

afterAll(cleanUpMembers)

function upgrade(jar: CookieJar | null, body: unknown, headers: Record<string, string> = {}) {
  return POST(jsonRequest('/api/business-account', jar, body, { headers }))
}

async function me(jar: CookieJar) {
  const response = await getMe(new Request(`${SITE}/api/me`, { headers: { cookie: jar.header } }))
  return response.json()
}

describe('POST /api/business-account (Upgrade to Plus)', () => {
  it('creates the business account with the member as OWNER and makes the member PLUS', async () => {
    const member = await signUpMember({ firstName: 'Dana', lastName: 'Ruiz' })
    const response = await upgrade(member.jar, buildUpgradeToPlus())
    expect(response.status).toBe(201)
    const { businessAccountId } = (await response.json()) as { businessAccountId: string }
    rememberBusinessAccount(businessAccountId)

    const account = await findBusinessAccount(businessAccountId)
    expect(account).toMatchObject({
      status: 'ACTIVE',
      company: 'Brightside Bakery',
      businessInfo: { stage: 'growth', industry: 'restaurants', numberOfEmployees: '11-24' },
      businessDetails: { company: 'Brightside Bakery', city: 'Columbus', state: 'OH', phoneNumber: '6145550142' },
      teamMembers: [{ member: member.id, email: member.email, role: 'OWNER' }],
    })
    expect(await findMember(member.id)).toMatchObject({ businessAccountId: Number(businessAccountId) })

    // An operator's later edit of another field keeps the company shown in the admin's list.
    const payload = await getPayloadClient()
    const edited = await payload.update({
      collection: 'business-accounts',
      id: Number(businessAccountId),
      data: { status: 'PENDING' },
      overrideAccess: true,
    })
    expect(edited).toMatchObject({ status: 'PENDING', company: 'Brightside Bakery' })
    await payload.update({
      collection: 'business-accounts',
      id: Number(businessAccountId),
      data: { status: 'ACTIVE' },
      overrideAccess: true,
    })

    const state = await me(member.jar)
    expect(state.appState).toMatchObject({
      uid: member.id,
      userType: 'PLUS',
      appStatus: 'LOGGED_IN',
      businessAccountId,
      businessAccountRole: 'OWNER',
      displayName: 'Dana Ruiz',
    })
    expect(state.businessState).toMatchObject({
      businessAccountId,
      isBizReady: true,
      targetStatus: ['EA', 'DELL_NO', 'FEDEX_NO', 'ODP_NO'],
      bizStatus: { joinedCampaigns: ['ea'] },
    })

    // The member is welcomed by mail with the two things to do first, as on the confirmation page.
    const { docs: mail } = await payload.find({
      collection: 'dev-mailbox',
      where: { and: [{ to: { equals: member.email } }, { subject: { equals: 'Welcome to Plus' } }] },
      overrideAccess: true,
    })
    expect(mail).toHaveLength(1)
    expect(mail[0]!.text).toContain('Hi Dana,')
    expect(mail[0]!.text).toContain('The EA Collective business account of Brightside Bakery is open')
    expect(mail[0]!.links?.map((link) => new URL(link).pathname)).toEqual(['/dashboard/vendors', '/dashboard/benefits'])
  })

  it('answers 409 to a second upgrade', async () => {
    const member = await signUpMember()
    const first = await upgrade(member.jar, buildUpgradeToPlus())
    const { businessAccountId } = await first.json()
    rememberBusinessAccount(businessAccountId)
    const second = await upgrade(member.jar, buildUpgradeToPlus({ company: 'Another Co' }))
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({ code: 'BUSINESS_ACCOUNT_EXISTS', businessAccountId })
  })

  it('creates one account when two upgrades arrive at once', async () => {
    const member = await signUpMember()
    const responses = await Promise.all([
      upgrade(member.jar, buildUpgradeToPlus()),
      upgrade(member.jar, buildUpgradeToPlus()),
    ])
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([201, 409])
    const bodies = await Promise.all(responses.map((response) => response.json()))
    for (const body of bodies) rememberBusinessAccount(body.businessAccountId)
    expect(new Set(bodies.map((body) => body.businessAccountId)).size).toBe(1)
  })

  it('answers 400 with the form messages, field by field', async () => {
    const member = await signUpMember()
    const response = await upgrade(member.jar, {
      company: ' ',
      businessInfo: { stage: 'someday', industry: 'restaurants', numberOfEmployees: '11-24' },
      businessDetails: { address1: '120 Main Street', city: '', state: 'OH', zipcode: '4321', phoneNumber: '555' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        company: 'Please enter your business name',
        'businessInfo.stage': 'Please select your company stage',
        'businessDetails.city': 'Please enter your city',
        'businessDetails.zipcode': 'Please enter a valid ZIP Code',
        'businessDetails.phoneNumber': 'Please enter a valid Phone Number (10 digits)',
      },
    })
    expect((await findMember(member.id))?.businessAccountId ?? null).toBeNull()
  })

  it.each([
    ['a body that is not JSON', '{"company":', {}, 400],
    ['a body that is not an object', '"Brightside"', {}, 400],
    ['another content type', 'company=Brightside', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['an oversized body', JSON.stringify({ company: 'x'.repeat(40_000) }), {}, 413],
  ])('never fails with 500 on bad input: %s', async (_label, body, headers, status) => {
    const member = await signUpMember()
    const response = await upgrade(member.jar, body, headers)
    expect(response.status).toBe(status)
    expect(await response.json()).toHaveProperty('errors')
  })

  it('answers 401 without a session, and for a guest', async () => {
    expect((await upgrade(null, buildUpgradeToPlus())).status).toBe(401)
    const guest = new CookieJar()
    const signedIn = await callAuth('/sign-in/anonymous', { jar: guest })
    expect(signedIn.status).toBe(200)
    const { rememberUser } = await import('./support/members')
    rememberUser(((await signedIn.json()) as { user: { id: string } }).user.id)
    const response = await upgrade(guest, buildUpgradeToPlus())
    expect(response.status).toBe(401)
  })

  it('refuses a cross-site request with 403', async () => {
    const member = await signUpMember()
    const response = await upgrade(member.jar, buildUpgradeToPlus(), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(response.status).toBe(403)
    expect((await response.json()).code).toBe('CROSS_SITE_REQUEST')
    expect((await findMember(member.id))?.businessAccountId ?? null).toBeNull()
  })
})

describe("a business account's team and its members' records (an operator in the admin)", () => {
  async function plusOwner(company: string) {
    const owner = await signUpMember()
    const response = await upgrade(owner.jar, buildUpgradeToPlus({ company }))
    const { businessAccountId } = (await response.json()) as { businessAccountId: string }
    rememberBusinessAccount(businessAccountId)
    return Number(businessAccountId)
  }
  const teamOf = async (id: number) =>
    ((await findBusinessAccount(String(id)))?.teamMembers ?? []).map((row) => ({
      member: row.member,
      role: row.role,
    }))

  it('gives a member added to the team the business and the role, and takes them away when the row goes', async () => {
    const payload = await getPayloadClient()
    const accountId = await plusOwner('Harbor Light Studio')
    const teammate = await signUpMember({ firstName: 'Sam', lastName: 'Okafor' })
    const account = await findBusinessAccount(String(accountId))
    const ownerRow = account!.teamMembers![0]!

    await payload.update({
      collection: 'business-accounts',
      id: accountId,
      data: { teamMembers: [ownerRow, { member: teammate.id, email: teammate.email, role: 'ADMIN' }] },
      overrideAccess: true,
    })
    expect((await findMember(teammate.id))?.businessAccountId).toBe(accountId)
    expect((await me(teammate.jar)).appState).toMatchObject({
      userType: 'PLUS',
      businessAccountId: String(accountId),
      businessAccountRole: 'ADMIN',
    })

    await payload.update({
      collection: 'business-accounts',
      id: accountId,
      data: { teamMembers: [ownerRow] },
      overrideAccess: true,
    })
    expect((await findMember(teammate.id))?.businessAccountId ?? null).toBeNull()
    expect((await me(teammate.jar)).appState).toMatchObject({ userType: 'MEMBER', businessAccountRole: null })
  })

  it('keeps an owner or an admin on every team: the last one is not demoted, nor deleted while others remain', async () => {
    const payload = await getPayloadClient()
    const accountId = await plusOwner('Copper Kettle Cafe')
    const teammate = await signUpMember({ firstName: 'Rui', lastName: 'Costa' })
    const ownerRow = (await findBusinessAccount(String(accountId)))!.teamMembers![0]!
    await payload.update({
      collection: 'business-accounts',
      id: accountId,
      data: { teamMembers: [ownerRow, { member: teammate.id, email: teammate.email, role: 'MEMBER' }] },
      overrideAccess: true,
    })
    const refusal = { data: { errors: [expect.objectContaining({ message: expect.stringContaining('A team needs an owner or an admin') })] } }
    await expect(
      payload.update({
        collection: 'business-accounts',
        id: accountId,
        data: { teamMembers: [{ ...ownerRow, role: 'MEMBER' }, { member: teammate.id, email: teammate.email, role: 'MEMBER' }] },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject(refusal)
    const owner = relationId(ownerRow.member) as string
    await expect(payload.delete({ collection: 'members', id: owner, overrideAccess: true })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('This member is the last owner or admin of Copper Kettle Cafe'),
    })
    expect(await teamOf(accountId)).toEqual([
      { member: owner, role: 'OWNER' },
      { member: teammate.id, role: 'MEMBER' },
    ])
    // With an admin named first, the owner can go.
    await payload.update({
      collection: 'business-accounts',
      id: accountId,
      data: { teamMembers: [ownerRow, { member: teammate.id, email: teammate.email, role: 'ADMIN' }] },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'members', id: owner, overrideAccess: true })
    expect(await teamOf(accountId)).toEqual([{ member: teammate.id, role: 'ADMIN' }])
  })

  it('puts a member given a business account on their record on its team, and off the one before', async () => {
    const payload = await getPayloadClient()
    const first = await plusOwner('Maple Row Bookkeeping')
    const second = await plusOwner('Tidewater Print Co')
    const member = await signUpMember()
    const setAccount = (businessAccountId: number | null) =>
      payload.update({ collection: 'members', id: member.id, data: { businessAccountId }, overrideAccess: true })

    await setAccount(first)
    expect(await teamOf(first)).toContainEqual({ member: member.id, role: 'MEMBER' })
    expect((await me(member.jar)).appState).toMatchObject({ userType: 'PLUS', businessAccountRole: 'MEMBER' })

    await setAccount(second)
    expect((await teamOf(first)).map((row) => row.member)).not.toContain(member.id)
    expect(await teamOf(second)).toContainEqual({ member: member.id, role: 'MEMBER' })

    await setAccount(null)
    expect((await teamOf(second)).map((row) => row.member)).not.toContain(member.id)
    expect(await teamOf(second)).toHaveLength(1)
  })

  it("refuses a member who belongs to another business's team, naming it", async () => {
    const payload = await getPayloadClient()
    const first = await plusOwner('Cedar Lane Florals')
    const second = await plusOwner('North Fork Outfitters')
    const [firstOwner] = (await findBusinessAccount(String(first)))!.teamMembers!
    const secondAccount = await findBusinessAccount(String(second))
    await expect(
      payload.update({
        collection: 'business-accounts',
        id: second,
        data: { teamMembers: [...secondAccount!.teamMembers!, { member: firstOwner!.member, role: 'MEMBER' }] },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          {
            message: `${firstOwner!.email} belongs to the business account Cedar Lane Florals. Remove them from its team first.`,
          },
        ],
      },
    })
    expect(await teamOf(second)).toHaveLength(1)
    expect((await findMember(String(firstOwner!.member)))?.businessAccountId).toBe(first)
  })

  it('fills in a team row’s email from its member, for the row’s name and the team’s mail', async () => {
    const payload = await getPayloadClient()
    const accountId = await plusOwner('Lakeside Tax Prep')
    const teammate = await signUpMember()
    const [ownerRow] = (await findBusinessAccount(String(accountId)))!.teamMembers!
    await payload.update({
      collection: 'business-accounts',
      id: accountId,
      data: { teamMembers: [ownerRow!, { member: teammate.id, role: 'ADMIN' }] },
      overrideAccess: true,
    })
    expect((await findBusinessAccount(String(accountId)))!.teamMembers![1]).toMatchObject({
      member: teammate.id,
      email: teammate.email,
      role: 'ADMIN',
    })
  })

  it('deletes a member’s sign-in account with their record, and takes them off the team', async () => {
    const payload = await getPayloadClient()
    const accountId = await plusOwner('Pine Street Deli')
    const teammate = await signUpMember()
    await payload.update({
      collection: 'members',
      id: teammate.id,
      data: { businessAccountId: accountId },
      overrideAccess: true,
    })
    expect((await teamOf(accountId)).map((row) => row.member)).toContain(teammate.id)

    await payload.delete({ collection: 'members', id: teammate.id, overrideAccess: true })
    expect(await findMember(teammate.id)).toBeNull()
    expect(await sessionOf(teammate.jar)).toBeNull()
    expect((await signIn(teammate.email)).response.status).toBe(401)
    expect(await teamOf(accountId)).toHaveLength(1)
  })

  it('leaves the members of a deleted business account as members, their target status with it', async () => {
    const payload = await getPayloadClient()
    const accountId = await plusOwner('Orchard Hill Bikes')
    const [ownerRow] = (await findBusinessAccount(String(accountId)))!.teamMembers!
    const ownerId = String(ownerRow!.member)
    await payload.update({
      collection: 'business-accounts',
      id: accountId,
      data: { vendorAccounts: [{ key: 'DELL_ACCOUNT', vendorAccountNumber: '55501234', linkStatus: 'CONNECTED' }] },
      overrideAccess: true,
    })
    expect((await findMember(ownerId))?.targetStatus).toContain('DELL_ACCOUNT')

    await payload.delete({ collection: 'business-accounts', id: accountId, overrideAccess: true })
    const owner = await findMember(ownerId)
    expect(owner?.businessAccountId ?? null).toBeNull()
    expect(owner?.targetStatus).toEqual(['EA', 'DELL_NO', 'FEDEX_NO', 'ODP_NO'])
  })
})

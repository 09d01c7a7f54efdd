import { afterAll, describe, expect, it } from 'vitest'

import { PATCH } from '@/app/api/profile/route'
import { MEMBER_HEADER, SESSION_CHANGED_MESSAGE } from '@/lib/member-request'
import { findBusinessAccount, findMember } from '@/server/members'
import { relationId } from '@/server/members/records'
import { getPayloadClient } from '@/server/payload'

import { buildUpgradeToPlus } from '../factories/business-account'
import {
  CookieJar,
  callAuth,
  cleanUpMembers,
  jsonRequest,
  rememberUser,
  signUpMember,
  signUpPlusMember,
} from './support/members'

afterAll(cleanUpMembers)

function saveProfile(jar: CookieJar | null, body: unknown, headers: Record<string, string> = {}) {
  return PATCH(jsonRequest('/api/profile', jar, body, { method: 'PATCH', headers }))
}

const business = (overrides: Partial<ReturnType<typeof buildUpgradeToPlus>> = {}) =>
  buildUpgradeToPlus({
    company: 'Brightside Bakery & Cafe',
    businessDetails: {
      address1: '44 High Street',
      city: 'Dayton',
      state: 'OH',
      zipcode: '45402',
      phoneNumber: '937-555-0101',
    },
    ...overrides,
  })

describe('PATCH /api/profile', () => {
  it('renames the member, and the member record follows', async () => {
    const member = await signUpMember({ firstName: 'Dana', lastName: 'Ruiz' })
    const response = await saveProfile(member.jar, { name: { firstName: 'Dana', lastName: 'Ruiz-Ortega' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ saved: true })
    expect(await findMember(member.id)).toMatchObject({ firstName: 'Dana', lastName: 'Ruiz-Ortega' })
  })

  it('refuses with 412 a save from a page showing another member, and saves nothing (tabs outliving a sign-in)', async () => {
    const shown = await signUpMember({ firstName: 'Zoe', lastName: 'Charlie' })
    const signedIn = await signUpMember({ firstName: 'Walt', lastName: 'Delta' })
    const rename = { name: { firstName: 'Zoe-Edited', lastName: 'Charlie' } }
    const refused = await saveProfile(signedIn.jar, rename, { [MEMBER_HEADER]: shown.id })
    expect(refused.status).toBe(412)
    expect(await refused.json()).toEqual({ code: 'SESSION_CHANGED', message: SESSION_CHANGED_MESSAGE })
    expect(await findMember(signedIn.id)).toMatchObject({ firstName: 'Walt', lastName: 'Delta' })
    // The page showing the session's own member saves.
    const saved = await saveProfile(
      signedIn.jar,
      { name: { firstName: 'Walter', lastName: 'Delta' } },
      { [MEMBER_HEADER]: signedIn.id },
    )
    expect(saved.status).toBe(200)
    expect(await findMember(signedIn.id)).toMatchObject({ firstName: 'Walter' })
  })

  it('saves the business for its OWNER, phone without dashes and emptied optional fields cleared', async () => {
    const owner = await signUpPlusMember()
    const response = await saveProfile(owner.jar, { business: business() })
    expect(response.status).toBe(200)
    expect(await findBusinessAccount(owner.businessAccountId)).toMatchObject({
      businessDetails: {
        company: 'Brightside Bakery & Cafe',
        address1: '44 High Street',
        address2: null,
        domain: null,
        city: 'Dayton',
        zipcode: '45402',
        phoneNumber: '9375550101',
      },
    })
  })

  it('answers 403 PLUS_REQUIRED for the business of a member who has none', async () => {
    const member = await signUpMember()
    const response = await saveProfile(member.jar, { business: business() })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ code: 'PLUS_REQUIRED', message: 'Upgrade to Plus to add your business.' })
  })

  it('answers 403 FORBIDDEN to a team member who is neither OWNER nor ADMIN, and changes nothing', async () => {
    const owner = await signUpPlusMember()
    const colleague = await signUpMember({ firstName: 'Sam', lastName: 'Lee' })
    const payload = await getPayloadClient()
    const account = await findBusinessAccount(owner.businessAccountId)
    await payload.update({
      collection: 'business-accounts',
      id: Number(owner.businessAccountId),
      data: {
        teamMembers: [
          ...(account?.teamMembers ?? []).map(({ member, email, role }) => ({
            member: String(relationId(member)),
            email,
            role,
          })),
          { member: colleague.id, email: colleague.email, role: 'MEMBER' },
        ],
      },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'members',
      id: colleague.id,
      data: { businessAccountId: Number(owner.businessAccountId) },
      overrideAccess: true,
    })

    const response = await saveProfile(colleague.jar, { business: business({ company: 'Not Ours Ltd' }) })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the owner or an admin of the business account can change its details.',
    })
    expect((await findBusinessAccount(owner.businessAccountId))?.businessDetails?.company).toBe('Brightside Bakery')
  })

  it('answers 400 with the forms’ messages, and when there is nothing to save', async () => {
    const member = await signUpMember()
    const invalid = await saveProfile(member.jar, { name: { firstName: ' ', lastName: 'Ruiz' } })
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toEqual({ errors: { 'name.firstName': 'Please enter your first name' } })

    const empty = await saveProfile(member.jar, {})
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ errors: { form: 'Nothing to save.' } })
  })

  it('answers 400, not 500, for a name over 50 characters or a company over 200, and saves neither part', async () => {
    const owner = await signUpPlusMember({ firstName: 'Dana', lastName: 'Ruiz' })
    const longName = await saveProfile(owner.jar, {
      name: { firstName: 'D'.repeat(300), lastName: 'Ruiz' },
      business: business({ company: 'Brightside Bakery Two' }),
    })
    expect(longName.status).toBe(400)
    expect(await longName.json()).toEqual({ errors: { 'name.firstName': 'First name must be 50 characters or fewer' } })

    const longCompany = await saveProfile(owner.jar, { business: business({ company: 'Brightside '.repeat(20) }) })
    expect(longCompany.status).toBe(400)
    expect(await longCompany.json()).toEqual({
      errors: { 'business.company': 'Please keep this under 200 characters.' },
    })

    expect(await findMember(owner.id)).toMatchObject({ firstName: 'Dana', lastName: 'Ruiz' })
    expect((await findBusinessAccount(owner.businessAccountId))?.businessDetails?.company).toBe('Brightside Bakery')
  })

  it.each([
    ['a body that is not JSON', '{"name":', {}, 400],
    ['another content type', 'firstName=Dana', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['an oversized body', JSON.stringify({ name: { firstName: 'x'.repeat(40_000), lastName: 'R' } }), {}, 413],
  ])('never fails with 500 on bad input: %s', async (_label, body, headers, status) => {
    const member = await signUpMember()
    const response = await saveProfile(member.jar, body, headers)
    expect(response.status).toBe(status)
    expect(await response.json()).toHaveProperty('errors.form')
  })

  it('answers 401 without a session and for a guest, and 403 to a cross-site request', async () => {
    const rename = { name: { firstName: 'Eve', lastName: 'Mallory' } }
    const anonymous = await saveProfile(null, rename)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Sign in to edit your profile.' })

    const guest = new CookieJar()
    const signedIn = await callAuth('/sign-in/anonymous', { jar: guest })
    expect(signedIn.status).toBe(200)
    rememberUser(((await signedIn.json()) as { user: { id: string } }).user.id)
    expect((await saveProfile(guest, rename)).status).toBe(401)

    const member = await signUpMember({ firstName: 'Dana', lastName: 'Ruiz' })
    const crossSite = await saveProfile(member.jar, rename, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(crossSite.status).toBe(403)
    expect(await findMember(member.id)).toMatchObject({ firstName: 'Dana', lastName: 'Ruiz' })
  })
})

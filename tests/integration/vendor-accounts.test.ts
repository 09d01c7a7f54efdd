import { createLocalReq } from 'payload'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { POST as linkRoute } from '@/app/api/vendor-accounts/route'
import { GET as savingsRoute } from '@/app/api/savings/route'
import { GET as programRoute } from '@/app/api/vendor-programs/[vendor]/route'
import { forgetChangedState } from '@/lib/page-cache'
import { rememberedSavings } from '@/lib/savings-memory'
import { type LiveEvent, subscribeToMemberState } from '@/server/live/listener'
import { findBusinessAccount, findMember } from '@/server/members'
import { getPayloadClient } from '@/server/payload'
import { getSavingsSummary } from '@/server/savings'

import { type CookieJar, SITE, cleanUpMembers, jsonRequest, signUpMember, signUpPlusMember } from './support/members'

afterAll(cleanUpMembers)

const link = (jar: CookieJar, key: string, vendorAccountNumber: string) =>
  linkRoute(jsonRequest('/api/vendor-accounts', jar, { key, vendorAccountNumber }))

const program = (jar: CookieJar, vendor: string) =>
  programRoute(new Request(`${SITE}/api/vendor-programs/${vendor}`, { headers: { cookie: jar.header } }), {
    params: Promise.resolve({ vendor }),
  })

/** GET /api/savings as a visitor, or with a member's cookies. */
const savings = (jar?: CookieJar) =>
  savingsRoute(new Request(`${SITE}/api/savings`, { headers: jar ? { cookie: jar.header } : {} }))

async function setLinkStatus(businessAccountId: string, key: string, linkStatus: 'CONNECTED' | 'REFUSED') {
  const payload = await getPayloadClient()
  const account = await findBusinessAccount(businessAccountId)
  await payload.update({
    collection: 'business-accounts',
    id: businessAccountId,
    data: {
      vendorAccounts: (account?.vendorAccounts ?? []).map((row) => (row.key === key ? { ...row, linkStatus } : row)),
    },
    overrideAccess: true,
  })
}

/** An operator's upload of a vendor's order export: `lines` under the export's full header. */
async function importOrders(name: string, lines: string[]) {
  const data = Buffer.from(
    [
      'vendor,accountNumber,orderDate,quantity,programPrice,retailPrice,orderNumber,productCode,description',
      ...lines,
    ].join('\n'),
  )
  const payload = await getPayloadClient()
  return payload.create({
    collection: 'order-imports',
    data: {},
    file: { data, mimetype: 'text/csv', name, size: data.length },
    overrideAccess: true,
  })
}

describe('vendor account links', () => {
  it('keeps a new link PENDING, out of the target status and the program, until an operator confirms it', async () => {
    const member = await signUpPlusMember()
    expect((await link(member.jar, 'ODP_CARD', '6011 0009 4521')).status).toBe(201)

    let account = await findBusinessAccount(member.businessAccountId)
    expect(account?.vendorAccounts).toMatchObject([
      { key: 'ODP_CARD', linkStatus: 'PENDING', vendorAccountNumber: '601100094521' },
    ])
    expect(account?.hasPendingVendorLinks).toBe(true)
    expect((await findMember(member.id))?.targetStatus).toEqual(['EA', 'DELL_NO', 'FEDEX_NO', 'ODP_NO'])
    expect((await program(member.jar, 'odp')).status).toBe(403)

    // A second try while pending replaces the number; still one row.
    expect((await link(member.jar, 'ODP_CARD', '6011000945219')).status).toBe(201)
    account = await findBusinessAccount(member.businessAccountId)
    expect(account?.vendorAccounts).toHaveLength(1)

    await setLinkStatus(member.businessAccountId, 'ODP_CARD', 'CONNECTED')
    account = await findBusinessAccount(member.businessAccountId)
    expect(account?.hasPendingVendorLinks).toBe(false)
    expect((await findMember(member.id))?.targetStatus).toEqual(['EA', 'DELL_NO', 'FEDEX_NO', 'ODP_CARD'])
    const access = await program(member.jar, 'odp')
    expect(access.status).toBe(200)
    expect(await access.json()).toMatchObject({
      program: 'odp',
      accounts: [{ key: 'ODP_CARD', accountNumber: '•••• 5219' }],
    })
    expect((await program(member.jar, 'dell')).status).toBe(403)

    const payload = await getPayloadClient()
    const mail = await payload.find({
      collection: 'dev-mailbox',
      where: { to: { equals: member.email } },
      overrideAccess: true,
      depth: 0,
    })
    expect(mail.docs.map((doc) => doc.subject)).toContain('Your ODP Business Solutions account is connected')

    const again = await link(member.jar, 'ODP_CARD', '1234')
    expect(again.status).toBe(409)
  })

  it('drops a refused link from the state so the member can link another number', async () => {
    const member = await signUpPlusMember()
    await link(member.jar, 'FEDEX_ACCOUNT', '123456789')
    await setLinkStatus(member.businessAccountId, 'FEDEX_ACCOUNT', 'REFUSED')
    expect((await findMember(member.id))?.targetStatus).toContain('FEDEX_NO')
    // The dashboard no longer shows the link, so the team is told by mail, with the way to link again.
    const payload = await getPayloadClient()
    const mail = await payload.find({
      collection: 'dev-mailbox',
      where: { and: [{ to: { equals: member.email } }, { subject: { equals: 'We could not confirm your FedEx account' } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(mail.docs).toHaveLength(1)
    expect(mail.docs[0]!.text).toContain('(•••• 6789) belongs to your business, so it is not linked')
    expect(mail.docs[0]!.links?.map((href) => new URL(href).pathname)).toEqual(['/dashboard/vendors/fedex'])
    expect((await link(member.jar, 'FEDEX_ACCOUNT', '987654321')).status).toBe(201)
    const account = await findBusinessAccount(member.businessAccountId)
    expect(account?.vendorAccounts).toMatchObject([
      { key: 'FEDEX_ACCOUNT', linkStatus: 'PENDING', vendorAccountNumber: '987654321' },
    ])
  })

  it('answers a bad number with the form message and a member without Plus with 403', async () => {
    const member = await signUpPlusMember()
    const bad = await link(member.jar, 'DELL_ACCOUNT', '12a')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      errors: { vendorAccountNumber: 'Please enter a valid account number (4 to 20 digits)' },
    })
    const shortFedex = await link(member.jar, 'FEDEX_ACCOUNT', '1234')
    expect(shortFedex.status).toBe(400)
    expect(await shortFedex.json()).toEqual({
      errors: { vendorAccountNumber: 'Please enter your nine-digit FedEx account number' },
    })

    const plain = await signUpMember()
    const refused = await link(plain.jar, 'DELL_ACCOUNT', '12345678')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'PLUS_REQUIRED' })
  })
})

describe('order imports', () => {
  it('turns the rows of a vendor export into orders of the business holding the account, and reports the rest', async () => {
    const member = await signUpPlusMember()
    const number = String(Date.now()).slice(-9)
    await link(member.jar, 'DELL_ACCOUNT', number)
    await setLinkStatus(member.businessAccountId, 'DELL_ACCOUNT', 'CONNECTED')
    const today = new Date().toISOString().slice(0, 10)
    const csv = [
      'vendor,accountNumber,orderDate,quantity,programPrice,retailPrice,description',
      `dell,${number},${today},2,899.00,1149.00,Latitude 5550`,
      `dell,000${number},${today},1,189.99,249.99,Dell 27 monitor`,
      `dell,11112222,${today},1,10,12,Unknown business`,
    ].join('\n')
    const payload = await getPayloadClient()
    const data = Buffer.from(csv)
    const imported = await payload.create({
      collection: 'order-imports',
      data: {},
      file: { data, mimetype: 'text/csv', name: `dell-${number}.csv`, size: data.length },
      overrideAccess: true,
    })
    expect(imported).toMatchObject({ importedCount: 2, refusedCount: 1 })
    expect(imported.report).toContain('Line 4: no business holds DELL account 11112222.')

    const summary = await getSavingsSummary(member.businessAccountId)
    // 2 × 250.00 + 1 × 60.00
    expect(summary?.savedSinceJoiningCents).toBe(56_000)
    expect(summary?.savedThisMonthCents).toBe(56_000)

    // What the dashboard fetches in the browser: the member's own business only.
    const answer = await savings(member.jar)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(((await answer.json()) as { summary: typeof summary }).summary).toEqual(summary)
    await payload.delete({ collection: 'order-imports', id: imported.id, overrideAccess: true })
  })

  it('records an order line once: the same export imported again is reported, not counted twice', async () => {
    const member = await signUpPlusMember()
    const number = String(Date.now()).slice(-9)
    await link(member.jar, 'DELL_ACCOUNT', number)
    await setLinkStatus(member.businessAccountId, 'DELL_ACCOUNT', 'CONNECTED')
    const today = new Date().toISOString().slice(0, 10)
    const lines = [
      `dell,${number},${today},2,899.00,1149.00,DL-${number},LAT5550,Latitude 5550`,
      `dell,${number},${today},1,10.00,12.00,,,Cable with no order number`,
    ]
    const payload = await getPayloadClient()
    const importFile = (name: string) => importOrders(name, lines)
    const first = await importFile(`dell-${number}-a.csv`)
    expect(first).toMatchObject({ importedCount: 2, refusedCount: 0 })
    const again = await importFile(`dell-${number}-b.csv`)
    // A row without an order number is known by everything it says (its day, product, quantity, prices).
    expect(again).toMatchObject({ importedCount: 0, refusedCount: 2 })
    expect(again.report).toContain(`Line 2: order DL-${number} (LAT5550) is already recorded for this business.`)
    expect(again.report).toContain('Line 3: this line, without an order number, is already recorded for this business.')
    // 2 × 250.00 and 2.00, once.
    expect((await getSavingsSummary(member.businessAccountId))?.savedSinceJoiningCents).toBe(50_200)
    for (const done of [first, again])
      await payload.delete({ collection: 'order-imports', id: done.id, overrideAccess: true })
  })
  it('reports a repeated line, a future date and a line from before joining, matches numbers without their leading zeros, and takes its orders back when deleted', async () => {
    const member = await signUpPlusMember()
    const digits = String(Date.now()).slice(-6)
    await link(member.jar, 'DELL_ACCOUNT', `0000${digits}`)
    await setLinkStatus(member.businessAccountId, 'DELL_ACCOUNT', 'CONNECTED')
    const today = new Date().toISOString().slice(0, 10)
    const lines = [
      `dell,${digits},${today},3,10.00,12.50,QA-${digits},P100,Paper`,
      `dell,${digits},${today},3,10.00,12.50,QA-${digits},P100,Paper`,
      `dell,${digits},2099-03-15,1,100.00,150.00,QA-F-${digits},P200,Chair`,
      `dell,00${digits},2019-06-01,1,100.00,200.00,QA-O-${digits},P300,Desk`,
    ]
    const payload = await getPayloadClient()
    const first = await importOrders(`dell-${digits}-report.csv`, lines)
    expect(first).toMatchObject({ importedCount: 2, refusedCount: 2 })
    const company = (await findBusinessAccount(member.businessAccountId))!.company
    expect(first.report!.split('\n')).toEqual([
      'Imported 2 of 4 rows.',
      `Line 4: orderDate 2099-03-15 is after today; an export lists orders already placed.`,
      `Line 3: order QA-${digits} (P100) repeats line 2.`,
      `Line 5: recorded, but dated 2019-06-01, before ${company} joined Plus on ${today}, so not in its savings.`,
    ])
    // 3 × 2.50 once; the line from before joining is recorded, not counted.
    expect((await getSavingsSummary(member.businessAccountId))?.savedSinceJoiningCents).toBe(750)

    await payload.delete({ collection: 'order-imports', id: first.id, overrideAccess: true })
    const left = await payload.find({
      collection: 'vendor-orders',
      where: { businessAccount: { equals: Number(member.businessAccountId) } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
    expect((await getSavingsSummary(member.businessAccountId))?.savedSinceJoiningCents).toBe(0)
    const again = await importOrders(`dell-${digits}-again.csv`, lines)
    expect(again).toMatchObject({ importedCount: 2, refusedCount: 2 })
    await payload.delete({ collection: 'order-imports', id: again.id, overrideAccess: true })
  })

  it('gives orders only to the business whose link an operator confirmed, never to one that only asked for the number', async () => {
    const owner = await signUpPlusMember()
    const claimant = await signUpPlusMember()
    const number = String(Date.now()).slice(-9)
    const today = new Date().toISOString().slice(0, 10)
    const payload = await getPayloadClient()
    const importFile = (name: string) =>
      importOrders(name, [`dell,${number},${today},1,800.00,1000.00,DL-${number},LAT7450,Latitude 7450`])

    // Both ask for the same number; nobody's link is confirmed, so nobody gets the order.
    expect((await link(owner.jar, 'DELL_ACCOUNT', number)).status).toBe(201)
    expect((await link(claimant.jar, 'DELL_ACCOUNT', number)).status).toBe(201)
    const waiting = await importFile(`dell-${number}-pending.csv`)
    expect(waiting).toMatchObject({ importedCount: 0, refusedCount: 1 })
    expect(waiting.report).toContain(`Line 2: DELL account ${number} is linked but not confirmed yet (`)
    expect(waiting.report).toContain('set its link to CONNECTED in Business accounts, then import the file again.')

    // The operator confirms the owner's link: the same file now goes to the owner alone.
    await setLinkStatus(owner.businessAccountId, 'DELL_ACCOUNT', 'CONNECTED')
    const imported = await importFile(`dell-${number}-connected.csv`)
    expect(imported).toMatchObject({ importedCount: 1, refusedCount: 0 })
    expect((await getSavingsSummary(owner.businessAccountId))?.savedSinceJoiningCents).toBe(20_000)
    expect((await getSavingsSummary(claimant.businessAccountId))?.savedSinceJoiningCents).toBe(0)

    // Confirming the claimant's link too is refused, with the reason, and changes nothing.
    await expect(setLinkStatus(claimant.businessAccountId, 'DELL_ACCOUNT', 'CONNECTED')).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({
            message: expect.stringContaining(`Account number ${number} is already connected to `),
          }),
        ],
      },
    })
    expect((await findBusinessAccount(claimant.businessAccountId))?.vendorAccounts).toMatchObject([
      { key: 'DELL_ACCOUNT', linkStatus: 'PENDING' },
    ])
    for (const done of [waiting, imported])
      await payload.delete({ collection: 'order-imports', id: done.id, overrideAccess: true })
  })

  it("lets only the business's owner and admins link its accounts: a teammate cannot replace the owner's pending link", async () => {
    const owner = await signUpPlusMember()
    const teammate = await signUpMember()
    const payload = await getPayloadClient()
    const account = await findBusinessAccount(owner.businessAccountId)
    await payload.update({
      collection: 'business-accounts',
      id: owner.businessAccountId,
      data: { teamMembers: [...(account?.teamMembers ?? []), { member: teammate.id, email: teammate.email, role: 'MEMBER' }] },
      overrideAccess: true,
    })
    expect((await link(owner.jar, 'DELL_ACCOUNT', '1111111')).status).toBe(201)
    const refused = await link(teammate.jar, 'DELL_ACCOUNT', '2222222')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      code: 'NOT_ALLOWED',
      message: 'Only the owner or an admin of the business account can link its vendor accounts.',
    })
    expect((await findBusinessAccount(owner.businessAccountId))?.vendorAccounts).toMatchObject([
      { key: 'DELL_ACCOUNT', vendorAccountNumber: '1111111', linkStatus: 'PENDING' },
    ])
  })

  it('refuses an admin save of a business account changed since the operator opened it', async () => {
    const member = await signUpPlusMember()
    const payload = await getPayloadClient()
    const opened = await payload.findByID({ collection: 'business-accounts', id: member.businessAccountId, depth: 0, overrideAccess: true })
    // The member links an account while the operator has the page open.
    expect((await link(member.jar, 'FEDEX_ACCOUNT', '246813579')).status).toBe(201)
    const asAdmin = async () => {
      const req = await createLocalReq({}, payload)
      req.payloadAPI = 'REST'
      return req
    }
    // The admin sends the whole record back as it was loaded, updatedAt included.
    await expect(
      payload.update({
        collection: 'business-accounts',
        id: member.businessAccountId,
        data: { ...opened, promoCode: 'SPRING' },
        req: await asAdmin(),
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringContaining('changed while you had it open') })
    const kept = await findBusinessAccount(member.businessAccountId)
    expect(kept?.vendorAccounts).toMatchObject([{ key: 'FEDEX_ACCOUNT', vendorAccountNumber: '246813579' }])
    expect(kept?.promoCode ?? null).toBeNull()

    // Reloaded, the same change is saved, and saved again from the answer it gave.
    const reloaded = await payload.findByID({ collection: 'business-accounts', id: member.businessAccountId, depth: 0, overrideAccess: true })
    const saved = await payload.update({
      collection: 'business-accounts',
      id: member.businessAccountId,
      data: { ...reloaded, promoCode: 'SPRING' },
      req: await asAdmin(),
      overrideAccess: true,
    })
    expect(saved.promoCode).toBe('SPRING')
    const again = await payload.update({
      collection: 'business-accounts',
      id: member.businessAccountId,
      data: { ...saved, promoCode: 'SUMMER' },
      req: await asAdmin(),
      overrideAccess: true,
    })
    expect(again.vendorAccounts).toMatchObject([{ key: 'FEDEX_ACCOUNT', vendorAccountNumber: '246813579' }])

    // Adding a teammate writes their member record too (and the record writes back to the team):
    // the answer still carries the account as stored, so the operator's next save goes through.
    const teammate = await signUpMember()
    const withTeammate = await payload.update({
      collection: 'business-accounts',
      id: member.businessAccountId,
      data: { ...again, teamMembers: [...(again.teamMembers ?? []), { member: teammate.id, email: teammate.email, role: 'MEMBER' }] },
      req: await asAdmin(),
      overrideAccess: true,
      depth: 0,
    })
    const next = await payload.update({
      collection: 'business-accounts',
      id: member.businessAccountId,
      data: { ...withTeammate, promoCode: 'FALL' },
      req: await asAdmin(),
      overrideAccess: true,
      depth: 0,
    })
    expect(next.promoCode).toBe('FALL')
    expect(next.teamMembers).toHaveLength(2)

    // The member's record, open meanwhile, did not change with its business's promo code: saved as is.
    const memberOpened = await payload.findByID({ collection: 'members', id: member.id, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'business-accounts', id: member.businessAccountId, data: { promoCode: 'WINTER' }, overrideAccess: true })
    const memberSaved = await payload.update({
      collection: 'members',
      id: member.id,
      data: { ...memberOpened, lastName: 'Okafor-Reyes' },
      req: await asAdmin(),
      overrideAccess: true,
      depth: 0,
    })
    expect(memberSaved.lastName).toBe('Okafor-Reyes')
  })

  it('confirms one number for one business even when two operators confirm it on two businesses at once', async () => {
    const first = await signUpPlusMember()
    const second = await signUpPlusMember()
    const number = String(Date.now() + 7).slice(-9)
    expect((await link(first.jar, 'DELL_ACCOUNT', number)).status).toBe(201)
    expect((await link(second.jar, 'DELL_ACCOUNT', number)).status).toBe(201)
    const outcomes = await Promise.allSettled([
      setLinkStatus(first.businessAccountId, 'DELL_ACCOUNT', 'CONNECTED'),
      setLinkStatus(second.businessAccountId, 'DELL_ACCOUNT', 'CONNECTED'),
    ])
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
    const statuses = await Promise.all(
      [first, second].map(async (member) => (await findBusinessAccount(member.businessAccountId))?.vendorAccounts?.[0]?.linkStatus),
    )
    expect(statuses.sort()).toEqual(['CONNECTED', 'PENDING'])
  })
})

describe('GET /api/savings', () => {
  it('answers a visitor with 401 and a member without a business account with 404', async () => {
    const visitor = await savings()
    expect(visitor.status).toBe(401)
    expect(await visitor.json()).toMatchObject({ code: 'UNAUTHORIZED' })
    const plain = await signUpMember()
    const member = await savings(plain.jar)
    expect(member.status).toBe(404)
    expect(await member.json()).toEqual({
      code: 'NO_BUSINESS_ACCOUNT',
      message: 'Upgrade to Plus to see what membership saves your business.',
    })
  })

  it('answers a new Plus member with an empty ledger', async () => {
    const member = await signUpPlusMember()
    const answer = await savings(member.jar)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({
      summary: { savedSinceJoiningCents: 0, quotedSavingsCents: 0, months: [] },
    })
  })
})

describe('savings kept in memory', () => {
  /** The JSON kept for a business, or undefined. */
  const kept = (accountId: string) => rememberedSavings(accountId)?.body.toString()
  const savedCents = async (jar: CookieJar) =>
    ((await (await savings(jar)).json()) as { summary: { savedSinceJoiningCents: number } }).summary
      .savedSinceJoiningCents

  it('keeps the route’s answer per business until an order of that business is recorded, moved or deleted', async () => {
    const events: LiveEvent[] = []
    // What src/instrumentation.ts subscribes on every instance, and a record of what arrived.
    const unsubscribe = await subscribeToMemberState((event) => {
      forgetChangedState(event)
      events.push(event)
    })
    const announced = (accountId: string) =>
      events.filter(
        (event) =>
          event.type === 'notice' && event.notice.businessAccountId === accountId && event.notice.orders === true,
      ).length
    try {
      const [member, other] = [await signUpPlusMember(), await signUpPlusMember()]
      // The upgrades' own notices arrive after their requests, and any notice during a read means
      // the read is not kept: read until each business's answer is.
      for (const { businessAccountId, jar } of [member, other]) {
        await vi.waitFor(
          async () => {
            const answer = await (await savings(jar)).text()
            expect(kept(businessAccountId)).toBe(answer)
          },
          { timeout: 5_000, interval: 100 },
        )
      }
      const before = { member: announced(member.businessAccountId), other: announced(other.businessAccountId) }

      const payload = await getPayloadClient()
      const order = await payload.create({
        collection: 'vendor-orders',
        data: {
          businessAccount: Number(member.businessAccountId),
          vendor: 'odp',
          kind: 'ORDER',
          orderNumber: 'ODP-55120',
          orderDate: new Date().toISOString(),
          description: 'Copy paper, 10 reams',
          quantity: 2,
          programPrice: 41.5,
          retailPrice: 64.99,
        },
        overrideAccess: true,
      })
      await vi.waitFor(() => expect(kept(member.businessAccountId)).toBeUndefined(), { timeout: 5_000 })
      expect(kept(other.businessAccountId), 'another business keeps its answer').toBeDefined()
      // (64.99 - 41.50) × 2
      expect(await savedCents(member.jar)).toBe(4_698)
      expect(kept(member.businessAccountId)).toContain('"savedSinceJoiningCents":4698')

      // Moved to the other business: both are announced, and both read again.
      await payload.update({
        collection: 'vendor-orders',
        id: order.id,
        data: { businessAccount: Number(other.businessAccountId) },
        overrideAccess: true,
      })
      await vi.waitFor(() => expect(announced(other.businessAccountId)).toBe(before.other + 1), { timeout: 5_000 })
      expect(announced(member.businessAccountId)).toBe(before.member + 2)
      expect([kept(member.businessAccountId), kept(other.businessAccountId)]).toEqual([undefined, undefined])
      expect([await savedCents(member.jar), await savedCents(other.jar)]).toEqual([0, 4_698])

      await payload.delete({ collection: 'vendor-orders', id: order.id, overrideAccess: true })
      await vi.waitFor(() => expect(kept(other.businessAccountId)).toBeUndefined(), { timeout: 5_000 })
      expect(await savedCents(other.jar)).toBe(0)
    } finally {
      unsubscribe()
    }
  })
})

import fs from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'

import { MEMBER_HEADER, SESSION_CHANGED_MESSAGE } from '@/lib/member-request'
import { POST as createBusinessAccount } from '@/app/api/business-account/route'
import { POST as submitForm } from '@/app/api/forms/route'
import { POST as uploadFile } from '@/app/api/upload-file/route'
import { POST as linkVendorAccount } from '@/app/api/vendor-accounts/route'
import { closeAuthDatabase } from '@/server/auth/auth'
import { closeMemberStateListener } from '@/server/live/listener'
import { getMyRequests } from '@/server/forms/my-requests'
import { findBusinessAccount, findMember } from '@/server/members'
import { getPayloadClient } from '@/server/payload'
import { exportSubmissionsCsv, readAllSubmissions } from '@/collections/FormSubmissions/endpoints/export-csv'
import { createLocalReq } from 'payload'

import { buildUpgradeToPlus } from '../factories/business-account'
import { CookieJar, SITE, deleteCreatedUsers, freshIp, signUpMember } from './support/members'
import { postJson } from './support/requests'

const createdEmails = new Set<string>()
const createdFiles = new Set<number>()

afterAll(async () => {
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'form-submissions', where: { email: { in: [...createdEmails] } }, overrideAccess: true })
  await payload.delete({ collection: 'form-submissions', where: { form: { equals: 'prospect-step-2' } }, overrideAccess: true })
  await payload.delete({ collection: 'dev-mailbox', where: { subject: { like: 'forms-test.example.com' } }, overrideAccess: true })
  for (const id of createdFiles) await payload.delete({ collection: 'quote-files', id, overrideAccess: true }).catch(() => {})
  await deleteCreatedUsers()
  await closeMemberStateListener()
  await closeAuthDatabase()
})

const submit = (body: unknown, options?: { jar?: CookieJar; ip?: string; headers?: Record<string, string> }) => postJson(submitForm, '/api/forms', body, options)
const upload = (body: unknown, options?: { ip?: string }) => postJson(uploadFile, '/api/upload-file', body, options)

let counter = 0
const email = (label: string) => {
  const address = `${label}-${Date.now()}-${counter++}@forms-test.example.com`
  createdEmails.add(address)
  return address
}

const grantData = () => ({
  company: 'Harbor Lane Florist',
  firstName: 'Maya',
  lastName: 'Okafor',
  address1: '418 Harbor Lane',
  city: 'Portland',
  state: 'ME',
  zipcode: '04101',
  email: email('grant'),
  phoneNumber: '2075550143',
  numberOfEmployees: '1-10',
  numberOfYears: '4',
  about: 'A neighbourhood florist doing weddings and weekly office arrangements.',
  industry: 'retail',
  why: 'New point-of-sale tablets and a laptop for online orders.',
  womanOwned: true,
  minorityOwned: false,
  lgbtqOwned: false,
  veteranOwned: true,
  pageSource: 'grant-competition',
})

async function findSubmissions(address: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'form-submissions', where: { email: { equals: address } }, overrideAccess: true, depth: 0 })
  return docs
}

describe('POST /api/forms', () => {
  it('stores a grant application and answers {success, pageSource}', async () => {
    const data = grantData()
    const response = await submit({ formType: 'leads', form: 'grant', formData: data })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, pageSource: 'grant-competition' })
    const [stored] = await findSubmissions(data.email)
    expect(stored).toMatchObject({
      form: 'grant',
      formType: 'leads',
      pageSource: 'grant-competition',
      status: 'new',
      company: 'Harbor Lane Florist',
      summary: `Maya Okafor, Harbor Lane Florist, ${data.email}`,
      data: { phoneNumber: '2075550143', womanOwned: true, veteranOwned: true, industry: 'retail' },
      member: null,
    })
  })

  it("answers bad input with 400 and the form's own messages, storing nothing", async () => {
    const data = { ...grantData(), zipcode: '', why: '' }
    const response = await submit({ formType: 'leads', form: 'grant', formData: data })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { success: boolean; errors: Record<string, string> }
    expect(body.success).toBe(false)
    expect(body.errors).toEqual({
      zipcode: 'Please enter your your zipcode',
      why: 'Please tell us how the $5,000 reward would help your business.',
    })
    expect(await findSubmissions(data.email)).toHaveLength(0)
  })

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const data = grantData()
    const response = await submit({ formType: 'leads', form: 'grant', formData: data, homepageUrl: 'http://spam.example' })
    expect(response.status).toBe(200)
    expect(await findSubmissions(data.email)).toHaveLength(0)
  })

  it('stores spend navigator step 2 and parses the annual spend', async () => {
    const response = await submit({
      formType: 'ProspectMultiStepForm2',
      formData: { numberOfEmployees: '11-50', annualSpend: '$24,000', categories: ['Tech', 'Office Essentials'], pageSource: 'spend-navigator' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, pageSource: 'spend-navigator' })
  })

  it('stores spend navigator step 2 under the sender of step 1 from the same browser, within the hour', async () => {
    const jar = new CookieJar()
    const sender = email('navigator')
    const stepOne = await submit(
      { formType: 'ProspectMultiStepForm1', formData: { firstName: 'Rosa', lastName: 'Diaz', email: sender, company: 'Diaz Bakery', pageSource: 'spend-navigator' } },
      { jar },
    )
    expect(stepOne.status).toBe(200)
    const cookie = stepOne.headers.getSetCookie().find((line) => line.startsWith('ea_prospect='))
    expect(cookie).toMatch(/^ea_prospect=\d+\.[\w-]+; Path=\/api\/forms; Max-Age=3600; HttpOnly; SameSite=Lax/)
    jar.store(stepOne)

    const stepTwoData = { numberOfEmployees: '11-50', annualSpend: '$48,000', categories: ['Tech'], pageSource: 'spend-navigator' }
    const stepTwo = await submit({ formType: 'ProspectMultiStepForm2', formData: stepTwoData }, { jar })
    expect(stepTwo.status).toBe(200)

    const stored = await findSubmissions(sender)
    const first = stored.find((doc) => doc.form === 'prospect-step-1')!
    expect(stored.find((doc) => doc.form === 'prospect-step-2')).toMatchObject({
      summary: 'Rosa Diaz, Diaz Bakery, ' + sender,
      email: sender,
      company: 'Diaz Bakery',
      formInfo: { continues: `Spend Navigator, step 1, submission ${first.id}` },
      data: { numberOfEmployees: '11-50', annualSpend: 48000, categories: ['Tech'] },
    })

    // Sent again from the same browser (Back, a correction): still theirs. With a forged cookie or
    // none: stored, but as nobody's.
    expect((await submit({ formType: 'ProspectMultiStepForm2', formData: stepTwoData }, { jar })).status).toBe(200)
    const forged = new CookieJar()
    forged.store(new Response(null, { headers: { 'set-cookie': `ea_prospect=${first.id}.forged` } }))
    expect((await submit({ formType: 'ProspectMultiStepForm2', formData: stepTwoData }, { jar: forged })).status).toBe(200)
    expect((await submit({ formType: 'ProspectMultiStepForm2', formData: stepTwoData })).status).toBe(200)
    expect((await findSubmissions(sender)).map((doc) => doc.form).sort()).toEqual(['prospect-step-1', 'prospect-step-2', 'prospect-step-2'])
  })

  it("records a signed-in member's campaign and feedback form on the member", async () => {
    const member = await signUpMember({ firstName: 'Ines', lastName: 'Park' })
    const leadEmail = email('member-lead')
    const lead = await submit(
      { formType: 'ProspectMultiStepForm1', formData: { firstName: 'Ines', lastName: 'Park', email: leadEmail, company: 'Park Print', pageSource: 'spend-navigator' } },
      { jar: member.jar },
    )
    expect(lead.status).toBe(200)
    const feedback = await submit(
      {
        formType: 'FORM_SUBMIT',
        // The seeded survey: a feedback form's answers must fit a published definition.
        formInfo: { formName: 'Vendor programs survey', formSlug: 'vendor-programs-survey', formCollection: 'member-feedback', formType: 'FEEDBACK' },
        formData: {
          mainProgram: 'fedex',
          pricingRating: 5,
          purchasingHours: 4,
          improvements: ['shipping-rates'],
          comments: 'Pickups on time.',
          email: email('feedback'),
          pageSource: 'dashboard',
        },
      },
      { jar: member.jar },
    )
    expect(feedback.status).toBe(200)
    const record = await findMember(member.id)
    expect(record?.joinedCampaigns).toContain('spend-navigator')
    expect(record?.completedForms).toContain('vendor-programs-survey')
    const [stored] = await findSubmissions(leadEmail)
    expect(stored).toMatchObject({ form: 'prospect-step-1', member: member.id })
  })

  it("records a Plus member's benefits request in the business account's member benefits", async () => {
    const member = await signUpMember({ firstName: 'Omar', lastName: 'Haddad' })
    const created = await postJson(createBusinessAccount, '/api/business-account', buildUpgradeToPlus(), { jar: member.jar })
    expect(created.status).toBe(201)
    const { businessAccountId } = (await created.json()) as { businessAccountId: string }
    // From a page still showing another member (signed out and in as this one elsewhere): refused, nothing kept.
    const fromOtherPage = await submit({ formType: 'benefits', formData: { selectedList: ['Gusto'], pageSource: 'benefits' } }, { jar: member.jar, headers: { [MEMBER_HEADER]: 'someone-else' } })
    expect(fromOtherPage.status).toBe(412)
    expect(((await fromOtherPage.json()) as { message: string }).message).toBe(SESSION_CHANGED_MESSAGE)
    const response = await submit({ formType: 'benefits', formData: { selectedList: ['Gusto', 'Canva'], pageSource: 'benefits' } }, { jar: member.jar, headers: { [MEMBER_HEADER]: member.id } })
    expect(response.status).toBe(200)
    const account = await findBusinessAccount(businessAccountId)
    expect(account?.memberBenefits?.map((benefit) => benefit.benefitPartnerName)).toEqual(['Gusto', 'Canva'])
    // My Requests names the partners, so two benefits requests can be told apart.
    expect((await getMyRequests(member.id))[0]).toMatchObject({ formLabel: 'Benefits request', detail: 'Gusto, Canva' })
    expect(account?.memberBenefits?.[0]?.dateAdded).toBeTruthy()
    const payload = await getPayloadClient()
    await payload.delete({ collection: 'form-submissions', where: { businessAccount: { equals: Number(businessAccountId) } }, overrideAccess: true })
    await payload.delete({ collection: 'business-accounts', id: Number(businessAccountId), overrideAccess: true })
  })

  it('keeps every request a Plus member sends at once: benefits, campaigns and a vendor link', async () => {
    const member = await signUpMember({ firstName: 'Lena', lastName: 'Ortiz' })
    const created = await postJson(createBusinessAccount, '/api/business-account', buildUpgradeToPlus(), { jar: member.jar })
    expect(created.status).toBe(201)
    const { businessAccountId } = (await created.json()) as { businessAccountId: string }
    const partners = ['Gusto', 'QuickBooks', 'NEXT Insurance', 'LegalZoom', 'Vistaprint', 'Canva']
    const campaigns = ['race-a', 'race-b', 'race-c']
    const answers = await Promise.all([
      ...partners.map((partner) =>
        submit({ formType: 'benefits', formData: { selectedList: [partner], pageSource: 'dashboard-benefits' } }, { jar: member.jar }),
      ),
      ...campaigns.map((pageSource) =>
        submit(
          { formType: 'leads', form: 'simple-lead', formData: { firstName: 'Lena', lastName: 'Ortiz', email: email('race'), company: 'Ortiz Tile', pageSource } },
          { jar: member.jar },
        ),
      ),
      postJson(linkVendorAccount, '/api/vendor-accounts', { key: 'FEDEX_ACCOUNT', vendorAccountNumber: '123456789' }, { jar: member.jar }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([...partners.map(() => 200), ...campaigns.map(() => 200), 201])

    const account = await findBusinessAccount(businessAccountId)
    expect(account?.memberBenefits?.map((benefit) => benefit.benefitPartnerName).sort()).toEqual([...partners].sort())
    expect(account?.campaigns?.map((campaign) => campaign.campaignSlug).sort()).toEqual(campaigns)
    expect(account?.vendorAccounts?.find((row) => row.key === 'FEDEX_ACCOUNT')).toMatchObject({ vendorAccountNumber: '123456789', linkStatus: 'PENDING' })
    // A benefits request carries no email of its own: the member's is shown to operators.
    const payload = await getPayloadClient()
    const benefitRequests = await payload.find({ collection: 'form-submissions', where: { and: [{ member: { equals: member.id } }, { form: { equals: 'benefits' } }] }, overrideAccess: true, depth: 0 })
    expect(benefitRequests.docs.map((doc) => doc.email)).toEqual(partners.map(() => member.email))
    await payload.delete({ collection: 'form-submissions', where: { businessAccount: { equals: Number(businessAccountId) } }, overrideAccess: true })
    await payload.delete({ collection: 'business-accounts', id: Number(businessAccountId), overrideAccess: true })
  })

  it('stores the forms of a member deleted while they are sent, as a visitor’s, never failing', async () => {
    const member = await signUpMember({ firstName: 'Theo', lastName: 'Marsh' })
    const payload = await getPayloadClient()
    const lead = (pageSource: string) =>
      submit(
        { formType: 'leads', form: 'simple-lead', formData: { firstName: 'Theo', lastName: 'Marsh', email: email('deleted'), company: 'Marsh Supply', pageSource } },
        { jar: member.jar },
      )
    const sent = Array.from({ length: 6 }, (_, index) => lead(`deleted-${index}`))
    await payload.delete({ collection: 'members', id: member.id, overrideAccess: true })
    const answers = await Promise.all([...sent, lead('deleted-after')])
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    const stored = await payload.find({ collection: 'form-submissions', where: { company: { equals: 'Marsh Supply' } }, overrideAccess: true, depth: 0 })
    expect(stored.totalDocs).toBe(7)
    expect(stored.docs.every((doc) => doc.member === null || doc.member === undefined)).toBe(true)
  })

  it('refuses a benefits request whose member is deleted while it is sent, and never deadlocks an operator moving a member', async () => {
    const payload = await getPayloadClient()
    const leaving = await signUpMember({ firstName: 'Ivy', lastName: 'Stone' })
    const sent = Array.from({ length: 3 }, () =>
      submit({ formType: 'benefits', formData: { selectedList: ['Canva'], pageSource: 'benefits' } }, { jar: leaving.jar }),
    )
    await payload.delete({ collection: 'members', id: leaving.id, overrideAccess: true })
    const statuses = (await Promise.all(sent)).map((answer) => answer.status)
    expect(statuses.every((status) => status === 200 || status === 401)).toBe(true)
    const kept = await payload.find({ collection: 'form-submissions', where: { and: [{ form: { equals: 'benefits' } }, { member: { exists: false } }, { email: { exists: false } }] }, overrideAccess: true, depth: 0 })
    expect(kept.docs.filter((doc) => JSON.stringify(doc.data).includes('Canva') && Date.now() - Date.parse(doc.createdAt) < 60_000)).toEqual([])

    // An operator moves a Plus member to another business while the member's requests run.
    const owner = await signUpMember({ firstName: 'Noor', lastName: 'Haddad' })
    const first = await postJson(createBusinessAccount, '/api/business-account', buildUpgradeToPlus(), { jar: owner.jar })
    const other = await signUpMember({ firstName: 'Kai', lastName: 'Lee' })
    const second = await postJson(createBusinessAccount, '/api/business-account', buildUpgradeToPlus(), { jar: other.jar })
    const { businessAccountId: firstId } = (await first.json()) as { businessAccountId: string }
    const { businessAccountId: secondId } = (await second.json()) as { businessAccountId: string }
    const answers = await Promise.allSettled([
      ...['Gusto', 'QuickBooks', 'Vistaprint', 'LegalZoom'].map((partner) =>
        submit({ formType: 'benefits', formData: { selectedList: [partner], pageSource: 'benefits' } }, { jar: owner.jar }),
      ),
      payload.update({ collection: 'members', id: owner.id, data: { businessAccountId: Number(secondId) }, overrideAccess: true, depth: 0 }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 'fulfilled'))
    for (const answer of answers.slice(0, 4)) expect((answer as PromiseFulfilledResult<Response>).value.status).toBe(200)
    for (const id of [firstId, secondId]) {
      await payload.delete({ collection: 'form-submissions', where: { businessAccount: { equals: Number(id) } }, overrideAccess: true })
      await payload.delete({ collection: 'business-accounts', id: Number(id), overrideAccess: true })
    }
  })

  it('refuses a benefits request from a visitor, whom nobody could write back to, and stores nothing', async () => {
    const payload = await getPayloadClient()
    const before = await payload.count({ collection: 'form-submissions', where: { form: { equals: 'benefits' } }, overrideAccess: true })
    const response = await submit({ formType: 'benefits', formData: { selectedList: ['Canva'], pageSource: 'benefits' } })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({
      success: false,
      message: 'Please log in to request benefits, so we know where to send the details.',
    })
    const after = await payload.count({ collection: 'form-submissions', where: { form: { equals: 'benefits' } }, overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('refuses a benefits request naming a partner the site does not offer, and stores nothing', async () => {
    const member = await signUpMember({ firstName: 'Omar', lastName: 'Haddad' })
    const response = await submit(
      { formType: 'benefits', formData: { selectedList: ['Gusto', 'Totally Fake Partner <img src=x>'], pageSource: 'benefits' } },
      { jar: member.jar },
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ success: false, errors: { selectedList: 'Please pick benefits from the list.' } })
    const payload = await getPayloadClient()
    const stored = await payload.find({ collection: 'form-submissions', where: { member: { equals: member.id } }, overrideAccess: true })
    expect(stored.docs).toEqual([])
  })

  it('refuses a cross-site submission', async () => {
    const response = await submitForm(
      new Request(`${SITE}/api/forms`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json', 'x-ea-connection-address': freshIp() },
        body: JSON.stringify({ formData: {} }),
      }),
    )
    expect(response.status).toBe(403)
  })

  it('answers every malformed body with a 4xx and a message, never a server error', async () => {
    const formTypes = fc.constantFrom('leads', 'ProspectMultiStepForm1', 'ProspectMultiStepForm2', 'ProspectWithQuoteForm', 'MEMBER_BUSINESS_ACCOUNT', 'benefits', 'FORM_SUBMIT')
    const forms = fc.constantFrom(undefined, 'grant', 'lead', 'mini-lead', 'simple-lead', 'supplier-lead', 'quote', 'benefits', 'nope')
    const envelope = fc.record(
      { formType: fc.oneof(formTypes, fc.anything()), form: fc.oneof(forms, fc.anything()), formData: fc.oneof(fc.object(), fc.anything()), formInfo: fc.anything() },
      { requiredKeys: [] },
    )
    const body = fc.oneof(envelope.map((value) => JSON.stringify(value)), fc.json(), fc.string())
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const response = await submit(text)
        const answer = (await response.json()) as { message?: string; success?: boolean }
        if (response.status === 200) return answer.success === true
        return response.status >= 400 && response.status < 500 && typeof answer.message === 'string' && answer.message.length > 0
      }),
      { numRuns: 150 },
    )
  })
})

describe('POST /api/upload-file', () => {
  const xlsx = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/quote-supplies.xlsx'))
  const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

  it('stores a real spreadsheet privately and its reference completes a quote request', async () => {
    const response = await upload({ fileName: 'Q3 supplies.xlsx', fileData: xlsx.toString('base64'), mimeType: xlsxType, fileSize: xlsx.length })
    expect(response.status).toBe(201)
    const reference = (await response.json()) as { fileId: string; fileName: string; fileSize: number; mimeType: string }
    createdFiles.add(Number(reference.fileId))
    expect(reference).toMatchObject({ fileName: 'Q3 supplies.xlsx', fileSize: xlsx.length, mimeType: xlsxType })

    const payload = await getPayloadClient()
    await expect(payload.findByID({ collection: 'quote-files', id: reference.fileId, overrideAccess: false })).rejects.toThrow()

    const quoteEmail = email('quote')
    const quote = await submit({
      formType: 'ProspectWithQuoteForm',
      formData: {
        firstName: 'Luis',
        lastName: 'Romero',
        email: quoteEmail,
        company: 'Romero Dental',
        numberOfEmployees: '11-50',
        annualSpend: 18000,
        domain: 'romerodental.com',
        quoteData: reference,
        terms: true,
        pageSource: 'request-for-quote',
      },
    })
    expect(quote.status).toBe(200)
    const [stored] = await findSubmissions(quoteEmail)
    expect(stored).toMatchObject({ form: 'quote', quoteFile: Number(reference.fileId) })
    // The reference as stored: the token is not kept; size and type are the stored file's.
    expect(stored?.data).toMatchObject({
      quoteData: { fileId: reference.fileId, fileName: 'Q3 supplies.xlsx', fileSize: xlsx.length, mimeType: xlsxType },
    })
    expect(JSON.stringify(stored?.data)).not.toContain('fileToken')
  })

  it("refuses a quote request naming someone else's upload: its id without the upload's token, or with another file's", async () => {
    const uploaded = await upload({ fileName: 'mine.xlsx', fileData: xlsx.toString('base64'), mimeType: xlsxType, fileSize: xlsx.length })
    const mine = (await uploaded.json()) as { fileId: string; fileToken: string; fileName: string; fileSize: number; mimeType: string }
    createdFiles.add(Number(mine.fileId))
    const other = await upload({ fileName: 'theirs.xlsx', fileData: xlsx.toString('base64'), mimeType: xlsxType, fileSize: xlsx.length })
    const theirs = (await other.json()) as { fileId: string; fileToken: string }
    createdFiles.add(Number(theirs.fileId))
    const quoteEmail = email('quote-other')
    for (const quoteData of [
      { ...mine, fileId: theirs.fileId, fileToken: undefined },
      { ...mine, fileId: theirs.fileId },
    ]) {
      const quote = await submit({
        formType: 'ProspectWithQuoteForm',
        formData: {
          firstName: 'Ana',
          lastName: 'Ruiz',
          email: quoteEmail,
          company: 'Ruiz Tile',
          numberOfEmployees: '1-10',
          annualSpend: 9000,
          quoteData,
          terms: true,
          pageSource: 'request-for-quote',
        },
      })
      expect(quote.status).toBe(400)
      expect(((await quote.json()) as { errors: Record<string, string> }).errors).toEqual({
        quoteData: 'The uploaded file was not found. Please upload it again.',
      })
    }
    expect(await findSubmissions(quoteEmail)).toHaveLength(0)
  })

  it('refuses a renamed program with the spec alert', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)])
    const response = await upload({ fileName: 'prices.xlsx', fileData: exe.toString('base64'), mimeType: xlsxType, fileSize: exe.length })
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ message: 'File type not accepted. Please upload: .xlsx,.xls,.csv' })
  })

  it('refuses a declared size over 50 MB with the spec alert', async () => {
    const response = await upload({ fileName: 'big.csv', fileData: 'YQ==', mimeType: 'text/csv', fileSize: 60 * 1024 * 1024 })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'File size exceeds 50MB limit' })
  })

  it('refuses a 60 MB upload before reading it, without the memory growing by 20 MB', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x41)
    const total = Math.ceil((60 * 1024 * 1024) / 3) * 4 + 100
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close()
        pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    global.gc?.()
    const before = process.memoryUsage()
    const response = await uploadFile(
      new Request(`${SITE}/api/upload-file`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json', 'content-length': String(total), 'x-ea-connection-address': freshIp() },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    )
    const after = process.memoryUsage()
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ message: 'File size exceeds 50MB limit' })
    expect(pulled).toBeLessThan(8 * 1024 * 1024)
    expect(after.rss - before.rss).toBeLessThan(20 * 1024 * 1024)
  })

  it('answers every malformed upload body with a 4xx and a message', async () => {
    const body = fc.oneof(
      fc.record({ fileName: fc.anything(), fileData: fc.anything(), mimeType: fc.anything(), fileSize: fc.anything() }, { requiredKeys: [] }).map((value) => JSON.stringify(value)),
      fc.record({ fileName: fc.string(), fileData: fc.base64String({ maxLength: 200 }), mimeType: fc.string(), fileSize: fc.nat() }).map((value) => JSON.stringify(value)),
      fc.json(),
      fc.string(),
    )
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const response = await upload(text)
        const answer = (await response.json()) as { message?: string }
        if (response.status === 201) {
          const { fileId } = answer as { fileId: string }
          createdFiles.add(Number(fileId))
          return true
        }
        return response.status >= 400 && response.status < 500 && typeof answer.message === 'string' && answer.message.length > 0
      }),
      { numRuns: 120 },
    )
  })
})

describe('GET /cms-api/form-submissions/export.csv', () => {
  it('exports every submission the filter finds, batch after batch, with formulas defused, to operators only', async () => {
    const payload = await getPayloadClient()
    const source = `export-${Date.now().toString(36)}`
    for (let index = 0; index < 5; index += 1) {
      const email = `export-${index}-${source}@forms-test.example.com`
      createdEmails.add(email)
      await payload.create({
        collection: 'form-submissions',
        data: {
          form: 'simple-lead',
          formType: 'leads',
          status: 'new',
          pageSource: source,
          email,
          company: index === 0 ? '=HYPERLINK("http://evil.example","Click")' : `Company ${index}`,
          data: { firstName: 'Ana', lastName: 'Li', email, company: `Company ${index}` },
        },
        overrideAccess: true,
      })
    }
    const [operator] = (await payload.find({ collection: 'users', limit: 1, overrideAccess: true })).docs
    const req = await createLocalReq({ user: { ...operator!, collection: 'users' } }, payload)
    const where = { pageSource: { equals: source } }

    // Two at a time: every one of the five is read, none twice.
    const all = await readAllSubmissions(req, where, 2)
    expect(all).toHaveLength(5)
    expect(new Set(all.map((doc) => doc.id)).size).toBe(5)

    req.query = { where }
    const response = await exportSubmissionsCsv(req)
    expect(response.status).toBe(200)
    const bytes = Buffer.from(await response.arrayBuffer())
    // A byte order mark first, so Excel reads UTF-8 (text() would drop it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = bytes.subarray(3).toString('utf8')
    expect(csv.startsWith('id,createdAt,form,formName,')).toBe(true)
    expect(csv.trim().split('\r\n')).toHaveLength(6)
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
    // A column per answer, headed by its label, so a spreadsheet sorts and filters by it.
    const [header, firstRow] = csv.split('\r\n')
    expect(header).toMatch(/,Answer: First name,Answer: Last name,Answer: Email,.*,data$/)
    expect(firstRow).toContain(',Ana,Li,')

    // The list's search, as its Export button passes it: only the matching company.
    req.query = { where, search: 'Company 3' }
    const searched = Buffer.from(await (await exportSubmissionsCsv(req)).arrayBuffer()).subarray(3).toString('utf8')
    expect(searched.trim().split('\r\n')).toHaveLength(2)
    expect(searched).toContain(`export-3-${source}@forms-test.example.com`)

    const visitor = await createLocalReq({}, payload)
    expect((await exportSubmissionsCsv(visitor)).status).toBe(403)
  })
})

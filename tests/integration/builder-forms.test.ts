import { randomUUID } from 'node:crypto'

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as submitForm } from '@/app/api/forms/route'
import { FORM_UNAVAILABLE_MESSAGE } from '@/features/forms/builder'
import { submittedFieldRows } from '@/features/forms/submission-display'
import { odpAccountIssueForm, vendorProgramsSurvey } from '@/seed/content/forms'
import { closeAuthDatabase } from '@/server/auth/auth'
import { closeMemberStateListener } from '@/server/live/listener'
import { getMyRequests } from '@/server/forms/my-requests'
import { findMember } from '@/server/members'
import { getPayloadClient } from '@/server/payload'

import { type CookieJar, deleteCreatedUsers, signUpMember } from './support/members'
import { postJson } from './support/requests'

const suffix = randomUUID().slice(0, 8)
const reportSlug = `odp-account-issue-${suffix}`
const surveySlug = `vendor-programs-survey-${suffix}`
const draftSlug = `draft-only-${suffix}`
const workEmailSlug = `work-email-report-${suffix}`
const formIds: number[] = []

beforeAll(async () => {
  const payload = await getPayloadClient()
  const create = async (data: typeof odpAccountIssueForm, status: 'published' | 'draft') => {
    const doc = await payload.create({ collection: 'forms', data: { ...data, _status: status }, draft: status === 'draft', overrideAccess: true, context: { disableRevalidate: true } })
    formIds.push(doc.id)
  }
  await create({ ...odpAccountIssueForm, formSlug: reportSlug, formName: `ODP report ${suffix}` }, 'published')
  await create({ ...vendorProgramsSurvey, formSlug: surveySlug, formName: `Survey ${suffix}` }, 'published')
  await create({ ...odpAccountIssueForm, formSlug: draftSlug, formName: `Draft ${suffix}` }, 'draft')
  // The same report with its email field named by the operator ('workEmail', not 'email').
  const renamed = JSON.parse(
    JSON.stringify(odpAccountIssueForm.fields).replace('"name":"email","label":"Email"', '"name":"workEmail","label":"Work email"'),
  ) as typeof odpAccountIssueForm.fields
  await create({ ...odpAccountIssueForm, formSlug: workEmailSlug, formName: `Work email report ${suffix}`, fields: renamed }, 'published')
})

afterAll(async () => {
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'form-submissions', where: { builderForm: { in: formIds } }, overrideAccess: true })
  await payload.delete({ collection: 'dev-mailbox', where: { subject: { like: 'builder-test.example.com' } }, overrideAccess: true })
  await payload.delete({ collection: 'forms', where: { id: { in: formIds } }, overrideAccess: true, context: { disableRevalidate: true } })
  await deleteCreatedUsers()
  await closeMemberStateListener()
  await closeAuthDatabase()
})

function submit(body: unknown, options: { jar?: CookieJar; ip?: string } = {}) {
  return postJson(submitForm, '/api/forms', body, options)
}

const reportData = (overrides: Record<string, unknown> = {}) => ({
  email: `owner-${randomUUID().slice(0, 8)}@builder-test.example.com`,
  phoneNumber: '6175550199',
  company: 'Beacon Street Books',
  zipcode: '02116',
  website: 'beaconstreetbooks.com',
  problem: 'prices-missing',
  details: 'Member prices stopped showing on toner after I linked my store card.',
  pageSource: 'odp-account-issue',
  ...overrides,
})

async function submissionsOf(slug: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: { 'formInfo.formSlug': { equals: slug } },
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

async function findByEmail(email: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'form-submissions', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })
  return docs
}

describe('POST /api/forms with a builder form', () => {
  it("stores a valid answer with the form's slug, name and type, and the form it came from", async () => {
    const data = reportData()
    const response = await submit({ form: 'builder', formType: 'odp-account-issues', formSlug: reportSlug, formData: data })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, pageSource: 'odp-account-issue' })
    const [stored] = await findByEmail(data.email)
    expect(stored).toMatchObject({
      form: 'builder',
      formType: 'odp-account-issues',
      pageSource: 'odp-account-issue',
      company: 'Beacon Street Books',
      formInfo: { formSlug: reportSlug, formName: `ODP report ${suffix}`, formCollection: 'odp-account-issues', formType: 'ODP_ERROR' },
      builderForm: formIds[0],
      data: { phoneNumber: '6175550199', zipcode: '02116', problem: 'prices-missing' },
    })
  })

  it("refuses answers that break the definition with 400 and each field's spec message, storing nothing", async () => {
    const data = reportData({ phoneNumber: '617-555-01', zipcode: '0211', website: 'not a site', problem: 'bananas', details: ' ', email: 'owner@' })
    const response = await submit({ form: 'builder', formType: 'odp-account-issues', formSlug: reportSlug, formData: data })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { success: boolean; message: string; errors: Record<string, string> }
    expect(body.success).toBe(false)
    expect(body.errors).toEqual({
      email: 'Please enter a valid email address',
      phoneNumber: 'Please enter a valid Phone Number (10 digits)',
      zipcode: 'Please enter your zipcode',
      website: 'Please enter a valid website address',
      problem: 'Please select an option',
      details: 'Please enter your details',
    })
    expect(body.message).toBe('Please enter a valid email address')
    expect(await findByEmail('owner@')).toHaveLength(0)
  })

  it("files a built form under the address typed into its own email field, its answers in the form's order and words", async () => {
    const { email, ...rest } = reportData()
    const response = await submit({ form: 'builder', formType: 'odp-account-issues', formSlug: workEmailSlug, formData: { ...rest, workEmail: email } })
    expect(response.status).toBe(200)
    const [stored] = await findByEmail(email)
    // The list's Email column and line: not "<No Email>" and "builder".
    expect(stored).toMatchObject({ email, summary: `Beacon Street Books, ${email}` })
    expect(submittedFieldRows(stored!.form, stored!.data, stored!.formInfo).slice(0, 6)).toEqual([
      { name: 'workEmail', label: 'Work email', value: email },
      { name: 'phoneNumber', label: 'Phone', value: '+1 617-555-0199' },
      { name: 'company', label: 'Business name', value: 'Beacon Street Books' },
      { name: 'zipcode', label: 'Business ZIP code', value: '02116' },
      { name: 'website', label: 'Business website', value: 'beaconstreetbooks.com' },
      { name: 'problem', label: 'What is the problem?', value: 'Member prices do not show' },
    ])
  })

  it('refuses a form that does not exist or is not published', async () => {
    for (const formSlug of ['no-such-form', draftSlug]) {
      const response = await submit({ form: 'builder', formType: 'odp-account-issues', formSlug, formData: reportData() })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toBe(FORM_UNAVAILABLE_MESSAGE)
      // Sent as feedback, too: the form's name would have become the operators' email subject.
      const feedback = await submit({
        formType: 'FORM_SUBMIT',
        formInfo: { formName: 'Anything at all', formSlug, formCollection: 'member-feedback', formType: 'FEEDBACK' },
        formData: { comments: 'Stored without a definition before.' },
      })
      expect(feedback.status).toBe(400)
      expect(((await feedback.json()) as { message: string }).message).toBe(FORM_UNAVAILABLE_MESSAGE)
    }
    expect(await submissionsOf('no-such-form')).toHaveLength(0)
  })

  it("validates a builder feedback form's answers and records the survey as completed for the member", async () => {
    const member = await signUpMember({ firstName: 'Rosa', lastName: 'Delgado' })
    const formInfo = { formName: `Survey ${suffix}`, formSlug: surveySlug, formCollection: 'member-feedback', formType: 'FEEDBACK' }
    const bad = await submit({ formType: 'FORM_SUBMIT', formInfo, formData: { mainProgram: 'odp', pricingRating: 9, purchasingHours: 12, improvements: [], comments: '' } }, { jar: member.jar })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      pricingRating: 'Select a value 1 to 5',
      improvements: 'At least one option must be selected',
      comments: 'Please enter your comments',
    })
    expect(await submissionsOf(surveySlug)).toHaveLength(0)

    const good = await submit(
      {
        formType: 'FORM_SUBMIT',
        formInfo,
        formData: {
          mainProgram: 'fedex',
          pricingRating: 4,
          purchasingHours: 6,
          improvements: ['shipping-rates', 'savings-report'],
          comments: 'Ground pickups are reliable; the two-day rate is still higher than our old account.',
          email: '',
          phoneNumber: '',
          pageSource: 'vendor-programs-survey',
        },
      },
      { jar: member.jar },
    )
    expect(good.status).toBe(200)
    const [stored] = await submissionsOf(surveySlug)
    expect(stored).toMatchObject({ form: 'feedback', formType: 'FEEDBACK', builderForm: formIds[1], member: member.id, data: { pricingRating: 4, improvements: ['shipping-rates', 'savings-report'] } })
    expect((await findMember(member.id))?.completedForms).toContain(surveySlug)

    // My Requests names both by the form's own name, not its kind ('builder' read as such before).
    const report = await submit({ form: 'builder', formType: 'odp-account-issues', formSlug: reportSlug, formData: reportData() }, { jar: member.jar })
    expect(report.status).toBe(200)
    expect((await getMyRequests(member.id)).map((request) => request.formLabel)).toEqual([`ODP report ${suffix}`, `Survey ${suffix}`])
  })

  it("files feedback under the published form's own name, type and collection, whatever the request says", async () => {
    const before = (await submissionsOf(surveySlug)).length
    const spoofed = await submit({
      formType: 'FORM_SUBMIT',
      formInfo: { formName: '<b>Request for quote</b>', formSlug: surveySlug, formCollection: 'quotes', formType: 'ProspectWithQuoteForm' },
      formData: { mainProgram: 'odp', pricingRating: 3, purchasingHours: 4, improvements: ['shipping-rates'], comments: 'Filed where it belongs.', email: '', phoneNumber: '', pageSource: 'vendor-programs-survey' },
    })
    expect(spoofed.status).toBe(200)
    const stored = await submissionsOf(surveySlug)
    expect(stored).toHaveLength(before + 1)
    const latest = stored.find((row) => (row.data as { comments?: string }).comments === 'Filed where it belongs.')
    expect(latest).toMatchObject({
      form: 'feedback',
      formType: 'FEEDBACK',
      formInfo: { formName: `Survey ${suffix}`, formSlug: surveySlug, formType: 'FEEDBACK' },
    })
    expect((latest?.formInfo as { formCollection?: unknown }).formCollection).not.toBe('quotes')
  })

  it('answers every body aimed at a builder form with 200 or a 4xx and a message, never a server error', async () => {
    const value = fc.oneof(fc.string({ maxLength: 60 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 20 }), { maxLength: 4 }), fc.object({ maxDepth: 1 }))
    const formData = fc.oneof(
      fc.record(
        {
          email: fc.oneof(value, fc.emailAddress()),
          phoneNumber: fc.oneof(value, fc.constantFrom('6175550199', '617-555-0199')),
          company: value,
          zipcode: fc.oneof(value, fc.constantFrom('02116', '2116')),
          website: value,
          problem: fc.oneof(value, fc.constantFrom('prices-missing', 'other')),
          details: value,
          pageSource: value,
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    )
    const body = fc.record(
      {
        form: fc.oneof(fc.constant('builder'), fc.anything()),
        formType: fc.oneof(fc.constant('odp-account-issues'), fc.anything()),
        formSlug: fc.oneof(fc.constantFrom(reportSlug, draftSlug, 'no-such-form', '../etc'), fc.anything()),
        formData,
        homepageUrl: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 10 })),
      },
      { requiredKeys: ['form'] },
    )
    let serverErrors = 0
    await fc.assert(
      fc.asyncProperty(body, async (candidate) => {
        const response = await submit(candidate)
        if (response.status >= 500) serverErrors += 1
        const answer = (await response.json()) as { message?: string; success?: boolean }
        if (response.status === 200) return answer.success === true
        return response.status >= 400 && response.status < 500 && typeof answer.message === 'string' && answer.message.length > 0
      }),
      { numRuns: 120 },
    )
    expect(serverErrors).toBe(0)
  })
})

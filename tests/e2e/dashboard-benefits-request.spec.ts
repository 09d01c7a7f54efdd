import { clientAddress } from './auth-helpers'
import { createPlusMember } from './dashboard-helpers'
import { expect, expectHydrated, operatorApi, test } from './fixtures'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

test('a Plus member requests two benefits on /dashboard/benefits, sees the confirmation, and Request More starts over', async ({
  page,
}) => {
  const member = await createPlusMember(page.request, 'benefits')
  await page.goto('/dashboard/benefits')

  const request = page.getByRole('region', { name: 'Request benefits' })
  const submit = request.getByRole('button', { name: 'Submit' })
  await expect(submit, 'Submit is disabled with no partner picked').toBeDisabled()

  await expectHydrated(request.getByRole('button', { name: 'Gusto' }))
  await request.getByRole('button', { name: 'Gusto' }).click()
  await request.getByRole('button', { name: 'Canva' }).click()
  await expect(request.getByRole('button', { name: 'Gusto' })).toHaveAttribute('aria-pressed', 'true')
  await expect(request.getByRole('button', { name: 'Canva' })).toHaveAttribute('aria-pressed', 'true')
  await submit.click()

  await expect(request.getByText("We got your request! You'll receive an email with more details soon.")).toBeVisible()
  const more = request.getByRole('button', { name: 'Request More' })
  await expect(more).toBeVisible()

  // The request reached the operators' submissions and the business account's memberBenefits.
  const operator = await operatorApi()
  const found = await operator.get('/cms-api/members', { params: { 'where[email][equals]': member.email, depth: 0 } })
  const businessAccountId = ((await found.json()) as { docs: { businessAccountId: number }[] }).docs[0]!
    .businessAccountId
  const account = await operator.get(`/cms-api/business-accounts/${businessAccountId}`, { params: { depth: 0 } })
  const { memberBenefits } = (await account.json()) as {
    memberBenefits: { benefitPartnerName: string; dateAdded: string }[]
  }
  expect(memberBenefits.map((entry) => entry.benefitPartnerName).sort()).toEqual(['Canva', 'Gusto'])
  expect(memberBenefits.every((entry) => Boolean(entry.dateAdded))).toBe(true)
  const submissions = await operator.get('/cms-api/form-submissions', {
    params: {
      'where[formType][equals]': 'benefits',
      'where[businessAccount][equals]': String(businessAccountId),
      depth: 0,
    },
  })
  expect(submissions.ok(), await submissions.text()).toBe(true)
  expect(((await submissions.json()) as { totalDocs: number }).totalDocs).toBe(1)
  await operator.dispose()

  await more.click()
  await expect(request.getByRole('button', { name: 'Gusto' })).toHaveAttribute('aria-pressed', 'false')
  await expect(request.getByRole('button', { name: 'Submit' })).toBeDisabled()
})

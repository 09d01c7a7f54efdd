import { clientAddress } from './auth-helpers'
import { createPlusMember } from './dashboard-helpers'
import { expect, operatorApi, seriousA11yViolations, test } from './fixtures'
import { chooseByKeyboard, collectZodScripts, typeInto } from './forms-helpers'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

test('a Plus member answers the seeded vendor programs survey by keyboard; operators find it and the survey counts as completed', async ({
  page,
}) => {
  const member = await createPlusMember(page.request, 'survey')
  // The form fetches its checks (its Zod schema, with Zod) when first focused, not with the page.
  const zodScripts = collectZodScripts(page)
  await page.goto('/dashboard/benefits')

  const survey = page.getByRole('region', { name: 'Tell us how the programs are working' })
  await expect(survey.getByRole('heading', { name: 'How are your vendor programs working for you?' })).toBeVisible()
  const submit = survey.getByRole('button', { name: 'Send feedback' })
  await expect(submit).toBeDisabled()
  await page.waitForLoadState('networkidle')
  expect(zodScripts, 'no script holding Zod loads with the page').toEqual([])

  await chooseByKeyboard(page, 'Which program does your business use most?', 'odp')

  // Rater: real radios; Tab into the group, arrows move the choice.
  const rater = survey.getByRole('group', { name: 'How happy are you with member pricing?' })
  await rater.getByRole('radio', { name: '1 of 5' }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(rater.getByRole('radio', { name: '4 of 5' })).toBeChecked()

  // Slider: a real range input; arrows step it.
  const slider = survey.getByRole('slider', { name: 'Hours a month your team spends on purchasing' })
  await slider.focus()
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveValue('8')
  await expect(survey.getByText('Selected: 8')).toBeVisible()

  const improvements = survey.getByRole('group', { name: 'What would make the programs more useful?' })
  await improvements.getByRole('checkbox', { name: 'Faster account setup' }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('Space')
  await expect(survey.getByText('At least one option must be selected')).toBeVisible()
  await page.keyboard.press('Space')

  await typeInto(page, 'Tell us about a recent order that went well, or badly', 'Toner arrived next day at the member price; the invoice still showed retail.')
  await typeInto(page, 'Email (optional)', member.email)

  await expect(submit).toBeEnabled()
  await submit.focus()
  await page.keyboard.press('Enter')
  await expect(survey.getByText('Thank you for your feedback!')).toBeVisible()
  expect(zodScripts.length, 'the checks were fetched once the form was used').toBeGreaterThan(0)
  expect(await seriousA11yViolations(page)).toEqual([])

  const operator = await operatorApi()
  try {
    const found = await operator.get('/cms-api/form-submissions', {
      params: { 'where[email][equals]': member.email, depth: 0 },
    })
    expect(found.ok(), await found.text()).toBe(true)
    const { docs } = (await found.json()) as { docs: { form: string; formType: string; formInfo: Record<string, string>; data: Record<string, unknown>; businessAccount: number }[] }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      form: 'feedback',
      formType: 'FEEDBACK',
      formInfo: { formSlug: 'vendor-programs-survey', formName: 'Vendor programs survey', formCollection: 'member-feedback' },
      data: { mainProgram: 'odp', pricingRating: 4, purchasingHours: 8, improvements: ['faster-setup'], pageSource: 'vendor-programs-survey' },
    })
    const account = await operator.get(`/cms-api/business-accounts/${docs[0]!.businessAccount}`, { params: { depth: 0 } })
    const { feedbackForms } = (await account.json()) as { feedbackForms: { formSlug: string }[] }
    expect(feedbackForms.map((entry) => entry.formSlug)).toContain('vendor-programs-survey')
  } finally {
    await operator.dispose()
  }
})

test("a visitor reports an ODP account problem through the activate block and lands on the form's confirmation page", async ({ page }) => {
  await page.goto('/vendors/odp/ea-express/existing-account')
  const activate = page.getByRole('button', { name: 'Report a problem with my account' })
  await activate.focus()
  await page.keyboard.press('Enter')
  await expect(activate).toHaveAttribute('aria-expanded', 'true')
  const report = page.getByRole('form', { name: 'Tell us what went wrong' })
  await expect(report.getByRole('button', { name: 'Send report' })).toBeDisabled()
  expect(await seriousA11yViolations(page)).toEqual([])

  const email = `odp-report.${Date.now()}@beaconstreetbooks.com`
  await typeInto(page, 'Email', email)
  await typeInto(page, 'Phone', '6175550199')
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('617-555-0199')
  await typeInto(page, 'Business name', 'Beacon Street Books')
  await typeInto(page, 'Business ZIP code', '0211')
  await expect(report.getByText('Please enter your zipcode')).toBeVisible()
  await typeInto(page, 'Business ZIP code', '02116')
  await chooseByKeyboard(page, 'What is the problem?', 'link-failed')
  await typeInto(page, 'What happened?', 'The link page says my account number is not recognised.')
  const submit = report.getByRole('button', { name: 'Send report' })
  await expect(submit).toBeEnabled()
  await submit.focus()
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/odp-account-issue-confirmation$/)
  await expect(page.getByRole('heading', { name: 'We have your report', level: 1 })).toBeVisible()

  const operator = await operatorApi()
  try {
    const found = await operator.get('/cms-api/form-submissions', { params: { 'where[email][equals]': email, depth: 0 } })
    const { docs } = (await found.json()) as { docs: Record<string, unknown>[] }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      form: 'builder',
      formType: 'odp-account-issues',
      pageSource: 'odp-account-issue',
      data: { phoneNumber: '6175550199', zipcode: '02116', problem: 'link-failed' },
    })
  } finally {
    await operator.dispose()
  }
})

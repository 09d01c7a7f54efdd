import { clientAddress, createMember, newMember } from './auth-helpers'
import { expect, operatorApi, test } from './fixtures'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

test('an operator’s change to a member reaches their open dashboard within 2 seconds, without a reload', async ({
  page,
}) => {
  const member = newMember('live', { firstName: 'Dana' })
  await createMember(page.request, member)
  await page.goto('/dashboard')
  const greeting = page.getByRole('heading', { level: 1 })
  await expect(greeting).toHaveText(/, Dana$/)
  // A marker that a reload would wipe out.
  await page.evaluate(() => Object.assign(window, { __stillTheSamePage: true }))

  const operator = await operatorApi()
  const found = await operator.get('/cms-api/members', {
    params: { 'where[email][equals]': member.email, depth: 0 },
  })
  expect(found.ok(), await found.text()).toBe(true)
  const record = ((await found.json()) as { docs: { id: string }[] }).docs[0]!
  const changed = await operator.patch(`/cms-api/members/${record.id}`, { data: { firstName: 'Renata' } })
  expect(changed.ok(), await changed.text()).toBe(true)

  await expect(greeting).toHaveText(/, Renata$/, { timeout: 2_000 })
  expect(await page.evaluate(() => (window as { __stillTheSamePage?: boolean }).__stillTheSamePage)).toBe(true)
  await operator.dispose()
})

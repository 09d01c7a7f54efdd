import { clientAddress, emailLink, newMember } from './auth-helpers'
import { expect, seriousA11yViolations, test } from './fixtures'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

const PASSWORD_RULES = [
  'Must include 12 characters',
  'Must include one lowercase letter',
  'Must include one uppercase letter',
  'Must include one number',
  'Must include one symbol',
] as const

test('a new member signs up, verifies their email, signs in again and upgrades to Plus', async ({
  page,
  cspViolations,
}) => {
  test.setTimeout(120_000)
  const member = newMember('signup', { firstName: 'Marisol', lastName: 'Okafor', password: 'Harbor-Lights-2024' })

  // Sign up, watching the password checklist tick off each rule while typing.
  await page.goto('/onboard/sign-up?pageSlug=/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Collective' })).toBeVisible()
  await page.getByLabel('First name').fill(member.firstName)
  await page.getByLabel('Last name').fill(member.lastName)
  await page.getByLabel('Email').fill(member.email)

  const checklist = page.getByRole('list', { name: 'Password requirements' })
  const rule = (message: string) => checklist.getByRole('listitem').filter({ hasText: message })
  for (const message of PASSWORD_RULES) await expect(rule(message)).toContainText('(not met)')

  const password = page.getByLabel('Password', { exact: true })
  const typed: [string, (typeof PASSWORD_RULES)[number]][] = [
    ['h', 'Must include one lowercase letter'],
    ['H', 'Must include one uppercase letter'],
    ['2', 'Must include one number'],
    ['-', 'Must include one symbol'],
  ]
  for (const [character, message] of typed) {
    await expect(rule(message)).toContainText('(not met)')
    await password.press(character)
    await expect(rule(message)).toContainText('(met)')
  }
  await expect(rule('Must include 12 characters')).toContainText('(not met)')
  await password.fill(member.password)
  for (const message of PASSWORD_RULES) await expect(rule(message)).toContainText('(met)')

  expect(await seriousA11yViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Please agree to Terms and Conditions and Privacy Policy')).toBeVisible()
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions and Privacy Policy/ }).check()
  await page.getByRole('button', { name: 'Sign Up' }).click()

  // The sign-up confirmation, with the email-verify card.
  await expect(page).toHaveURL(/\/onboard\/sign-up-confirmation\?pageSlug=\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'You’re in!' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join Discord' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
  await expect(page.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute(
    'href',
    '/onboard/legacy-create-business-account',
  )

  // Verify with the link from the email the app wrote.
  const verifyLink = await emailLink(page, { to: member.email, subject: /^Verify your email/, link: /verify-email/ })
  await page.goto(verifyLink)
  await expect(page.getByRole('heading', { level: 1, name: 'Your email has been verified.' })).toBeVisible()
  await page.getByRole('link', { name: 'CONTINUE' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${member.firstName}` })).toBeVisible()

  // Sign out from the dashboard's top bar.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/onboard\/sign-in\?returnTo=\/dashboard$/)

  // Sign in again: the dashboard greets the member by first name.
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible()
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${member.firstName}` })).toBeVisible()
  const membership = page.getByRole('region', { name: 'Membership status' })
  await expect(membership).toContainText('MEMBER')
  expect(await seriousA11yViolations(page)).toEqual([])
  const accountMenu = page.getByRole('button', { name: /Account menu/ })
  await accountMenu.click()
  await expect(page.getByRole('menu', { name: 'My account' }).getByRole('menuitem')).toHaveText([
    'MY DASHBOARD',
    'MY PROFILE',
    'HELP CENTER',
    'LOG OUT',
  ])
  await page.keyboard.press('Escape')
  await expect(accountMenu).toHaveAttribute('aria-expanded', 'false')
  await expect(
    page.getByRole('button', { name: `Account menu for ${member.firstName} ${member.lastName}` }),
  ).toContainText('MO')

  // Upgrade to Plus.
  await page.getByRole('link', { name: 'Upgrade to Plus' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to Plus' })).toBeVisible()
  const submit = page.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeDisabled()
  await page.getByLabel('Company name').fill('Harbor Lights Bakery')
  await page.getByLabel('Company stage').selectOption('growth')
  await page.getByLabel('Industry').selectOption('restaurants')
  await page.getByLabel('Number of employees').selectOption('11-24')
  await page.getByLabel('Street address').fill('214 Harbor Street')
  await page.getByLabel('City').fill('Portland')
  await page.getByLabel('State').selectOption('ME')
  await page.getByLabel('ZIP code').fill('04101')
  await expect(submit).toBeEnabled()
  expect(await seriousA11yViolations(page)).toEqual([])
  await submit.click()

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Plus' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Activate deals' })).toHaveAttribute('href', '/dashboard/vendors')
  await expect(page.getByRole('link', { name: 'Go to benefits' })).toHaveAttribute(
    'href',
    '/my-dashboard/member-benefits',
  )

  await page.goto('/dashboard')
  await expect(membership).toContainText('PLUS')
  await expect(membership).toContainText('Harbor Lights Bakery')
  await page.goto('/dashboard/my-account/profile')
  expect(cspViolations).toEqual([])
})

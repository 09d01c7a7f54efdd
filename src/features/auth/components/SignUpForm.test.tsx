import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { authClient } from '@/features/auth/client'

import { SignUpForm } from './SignUpForm.client'

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/onboard/sign-up' }))
vi.mock('@/features/auth/client', () => ({
  authClient: { signUp: { email: vi.fn() }, signIn: { anonymous: vi.fn() } },
}))

const signUpEmail = vi.mocked(authClient.signUp.email)
const signInAnonymous = vi.mocked(authClient.signIn.anonymous)
type SignUpResult = Awaited<ReturnType<typeof authClient.signUp.email>>

beforeEach(() => vi.clearAllMocks())

const RULES = [
  'Must include 12 characters',
  'Must include one lowercase letter',
  'Must include one uppercase letter',
  'Must include one number',
  'Must include one symbol',
]

/** Which rules the checklist shows as met, in order. */
function metRules(): string[] {
  const list = screen.getByRole('list', { name: 'Password requirements' })
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.textContent?.includes('(met)'))
    .map((item) => RULES.find((rule) => item.textContent?.startsWith(rule)) ?? '?')
}

function renderForm(pageSlug: string | null = null) {
  render(<SignUpForm productName="EA Collective" pageSlug={pageSlug} canContinueAsGuest />)
  return userEvent.setup()
}

describe('SignUpForm', () => {
  it("is titled 'Welcome to the Collective' and links 'Already signed up for {product}?' to sign-in", () => {
    renderForm('/my-dashboard/member-benefits')
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the Collective' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Already signed up for EA Collective?' })).toHaveAttribute(
      'href',
      '/onboard/sign-in?returnTo=/my-dashboard/member-benefits',
    )
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/legal/terms-and-conditions',
    )
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy-policy')
  })

  it('lists every password rule and ticks each one off as it is met while typing', async () => {
    const user = renderForm()
    const password = screen.getByLabelText('Password', { exact: true })
    for (const rule of RULES) expect(screen.getByText(rule)).toBeInTheDocument()
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Must include 12 characters (not met)'))
    expect(metRules()).toEqual([])

    await user.type(password, 'a')
    expect(metRules()).toEqual(['Must include one lowercase letter'])
    await user.type(password, 'B')
    expect(metRules()).toEqual(['Must include one lowercase letter', 'Must include one uppercase letter'])
    await user.type(password, '7')
    expect(metRules()).toEqual([
      'Must include one lowercase letter',
      'Must include one uppercase letter',
      'Must include one number',
    ])
    await user.type(password, '!')
    expect(metRules()).toEqual(RULES.slice(1))
    // The schema arrives with the first validation (lazyZodResolver), so its verdict may follow the keystroke.
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'))
    await user.type(password, 'harbour1')
    expect(metRules()).toEqual(RULES)
    await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid'))

    await user.clear(password)
    expect(metRules()).toEqual([])
  })

  it('asks for the terms before signing up', async () => {
    const user = renderForm()
    await user.type(screen.getByLabelText('First name'), 'Dana')
    await user.type(screen.getByLabelText('Last name'), 'Ruiz')
    await user.type(screen.getByLabelText('Email'), 'dana@brightsidebakery.com')
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Sunrise-Bakery-24')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText('Please agree to Terms and Conditions and Privacy Policy')).toBeInTheDocument()
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true')
    expect(signUpEmail).not.toHaveBeenCalled()
  })

  it('signs up with the names and comes back to pageSlug after verifying', async () => {
    signUpEmail.mockResolvedValue({ data: {}, error: null } as unknown as SignUpResult)
    const user = renderForm('/my-dashboard/member-benefits')
    await user.type(screen.getByLabelText('First name'), 'Dana')
    await user.type(screen.getByLabelText('Last name'), 'Ruiz')
    await user.type(screen.getByLabelText('Email'), 'dana@brightsidebakery.com')
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Sunrise-Bakery-24')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith('/onboard/sign-up-confirmation?pageSlug=/my-dashboard/member-benefits'),
    )
    expect(signUpEmail).toHaveBeenCalledWith({
      email: 'dana@brightsidebakery.com',
      password: 'Sunrise-Bakery-24',
      name: 'Dana Ruiz',
      firstName: 'Dana',
      lastName: 'Ruiz',
      terms: true,
      callbackURL: '/onboard/verified?returnTo=/my-dashboard/member-benefits',
    })
  })

  it('says when the email is already in use', async () => {
    signUpEmail.mockResolvedValue({
      data: null,
      error: { code: 'USER_ALREADY_EXISTS', status: 422, statusText: '', message: 'User already exists' },
    } as unknown as SignUpResult)
    const user = renderForm()
    await user.type(screen.getByLabelText('First name'), 'Dana')
    await user.type(screen.getByLabelText('Last name'), 'Ruiz')
    await user.type(screen.getByLabelText('Email'), 'dana@brightsidebakery.com')
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Sunrise-Bakery-24')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    const alert = await screen.findByText('The email address is already in use by another account.')
    expect(alert.closest('[role="alert"]')).toHaveFocus()
    expect(router.push).not.toHaveBeenCalled()
  })

  it('lets a visitor continue as a guest, to their page when a guest may see it', async () => {
    signInAnonymous.mockResolvedValue({ data: {}, error: null } as unknown as Awaited<
      ReturnType<typeof authClient.signIn.anonymous>
    >)
    const user = renderForm('/community/events')
    await user.click(screen.getByRole('button', { name: 'Continue as a guest' }))
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/community/events'))
    expect(signInAnonymous).toHaveBeenCalled()
    expect(signUpEmail).not.toHaveBeenCalled()
  })

  it('offers no guest session to someone who already has one', () => {
    render(<SignUpForm productName="EA Collective" pageSlug={null} canContinueAsGuest={false} />)
    expect(screen.queryByRole('button', { name: 'Continue as a guest' })).toBeNull()
  })
})

import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { authClient } from '@/features/auth/client'

import { SignInForm } from './SignInForm.client'

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/onboard/sign-in' }))
// The auth client is the network edge: each test decides what the auth service answers.
vi.mock('@/features/auth/client', () => ({
  authClient: { signIn: { email: vi.fn(), magicLink: vi.fn() } },
}))

const signInEmail = vi.mocked(authClient.signIn.email)
const signInMagicLink = vi.mocked(authClient.signIn.magicLink)

type SignInResult = Awaited<ReturnType<typeof authClient.signIn.email>>
const failure = (error: { code?: string; message?: string; status: number }) =>
  ({ data: null, error: { statusText: '', ...error } }) as unknown as SignInResult

beforeEach(() => vi.clearAllMocks())

async function submit(email = 'dana@brightsidebakery.com', password = 'Sunrise-Bakery-2024') {
  const user = userEvent.setup()
  render(<SignInForm productName="EA Collective" returnTo={null} />)
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password', { exact: true }), password)
  await user.click(screen.getByRole('button', { name: 'Log In' }))
  return user
}

const alert = () => screen.getAllByRole('alert').find((element) => element.textContent !== '')

describe('SignInForm', () => {
  it("is titled 'Log in to your account' with a Forgot password link", () => {
    render(<SignInForm productName="EA Collective" returnTo="/dashboard/benefits" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/onboard/forgot-password?returnTo=/dashboard/benefits',
    )
  })

  it.each([
    [
      'USER_NOT_FOUND',
      404,
      "We're sorry, but we don't recognize this email address. Please try again or sign up to create a new account.",
    ],
    ['INVALID_PASSWORD', 401, "We're sorry, but we can't verify your password. Please try again."],
    [
      'INVALID_EMAIL_OR_PASSWORD',
      401,
      "We're sorry, but that email and password don't match our records. Please try again.",
    ],
    ['USER_DISABLED', 403, 'The user account has been disabled by an administrator.'],
    ['INVALID_EMAIL', 400, 'The email address is invalid.'],
    ['MISSING_EMAIL', 400, 'The email address is required. Refresh the page and try again.'],
    ['USER_TOKEN_EXPIRED', 401, 'Your session has expired. Please sign in again.'],
    [
      'TOO_MANY_REQUESTS',
      429,
      'Oops, there have been too many login attempts. Please wait 60 seconds and try logging in again.',
    ],
  ])('shows the message for %s in the alert region', async (code, status, message) => {
    signInEmail.mockResolvedValue(failure({ code, status, message: 'provider text' }))
    await submit()
    await waitFor(() => expect(alert()).toHaveTextContent(message))
    expect(alert()).toHaveFocus()
    expect(router.replace).not.toHaveBeenCalled()
  })

  it('treats any 429 as too many attempts, whatever its code', async () => {
    signInEmail.mockResolvedValue(failure({ status: 429, message: 'Too many requests. Please try again later.' }))
    await submit()
    await waitFor(() =>
      expect(alert()).toHaveTextContent(
        'Oops, there have been too many login attempts. Please wait 60 seconds and try logging in again.',
      ),
    )
  })

  it('shows the network message when the request cannot be made', async () => {
    signInEmail.mockRejectedValue(new TypeError('Failed to fetch'))
    await submit()
    await waitFor(() =>
      expect(alert()).toHaveTextContent('We couldn’t reach the server. Check your connection and try again.'),
    )
  })

  it('shows the server’s own words for an error it has no code of ours for', async () => {
    signInEmail.mockResolvedValue(failure({ code: 'EMAIL_NOT_VERIFIED', status: 403, message: 'Email not verified' }))
    await submit()
    await waitFor(() => expect(alert()).toHaveTextContent('Email not verified'))
  })

  it('signs in and goes to the dashboard, or to returnTo', async () => {
    signInEmail.mockResolvedValue({ data: {}, error: null } as unknown as SignInResult)
    await submit('  dana@brightsidebakery.com ', 'Sunrise-Bakery-2024')
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/dashboard'))
    expect(signInEmail).toHaveBeenCalledWith({
      email: 'dana@brightsidebakery.com',
      password: 'Sunrise-Bakery-2024',
      callbackURL: '/dashboard',
    })
    expect(router.refresh).toHaveBeenCalled()
  })

  it('validates on change with the sign-in messages and sends nothing while invalid', async () => {
    const user = userEvent.setup()
    render(<SignInForm productName="EA Collective" returnTo={null} />)
    const email = screen.getByLabelText('Email')
    await user.type(email, 'dana@')
    expect(await screen.findByText('Email must be valid')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Email must be valid')
    await user.clear(email)
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Log In' }))
    expect(await screen.findByText('Enter valid password')).toBeInTheDocument()
    expect(signInEmail).not.toHaveBeenCalled()
  })

  it('emails a one-time sign-in link that comes back to the verified screen', async () => {
    signInMagicLink.mockResolvedValue({ data: { status: true }, error: null } as unknown as Awaited<
      ReturnType<typeof authClient.signIn.magicLink>
    >)
    const user = userEvent.setup()
    render(<SignInForm productName="EA Collective" returnTo="/dashboard/benefits" />)
    await user.type(screen.getByLabelText('Email'), 'dana@brightsidebakery.com')
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }))
    // Sent only to an account's address; unknown addresses get the same words (nothing is sent to them).
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses dana@brightsidebakery.com, we sent it a sign-in link: check your inbox.',
    )
    expect(signInMagicLink).toHaveBeenCalledWith({
      email: 'dana@brightsidebakery.com',
      callbackURL: '/onboard/verified?returnTo=/dashboard/benefits',
    })
  })

  it('says too many emails were asked for when sign-in links are rate limited, not spec 8’s login attempts', async () => {
    signInMagicLink.mockResolvedValue(failure({ status: 429, message: 'Too many requests.' }) as never)
    const user = userEvent.setup()
    render(<SignInForm productName="EA Collective" returnTo={null} />)
    await user.type(screen.getByLabelText('Email'), 'dana@brightsidebakery.com')
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }))
    await waitFor(() =>
      expect(alert()).toHaveTextContent(
        'You have asked for several emails in a short time. Please wait a minute, then ask again.',
      ),
    )
  })

  it('asks for a valid email before sending a sign-in link', async () => {
    const user = userEvent.setup()
    render(<SignInForm productName="EA Collective" returnTo={null} />)
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }))
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveFocus()
    expect(signInMagicLink).not.toHaveBeenCalled()
  })
})

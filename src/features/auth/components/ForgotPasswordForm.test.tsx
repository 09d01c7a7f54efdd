import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { authClient } from '@/features/auth/client'

import { ForgotPasswordForm } from './ForgotPasswordForm.client'

vi.mock('@/features/auth/client', () => ({ authClient: { requestPasswordReset: vi.fn() } }))

const requestPasswordReset = vi.mocked(authClient.requestPasswordReset)
type Result = Awaited<ReturnType<typeof authClient.requestPasswordReset>>
const ok = { data: { status: true, message: 'sent' }, error: null } as unknown as Result

beforeEach(() => vi.clearAllMocks())

describe('ForgotPasswordForm', () => {
  it("sends a reset link, then shows 'Reset Password Link Sent' with 'Resend Link'", async () => {
    requestPasswordReset.mockResolvedValue(ok)
    const user = userEvent.setup()
    render(<ForgotPasswordForm returnTo={null} />)
    await user.type(screen.getByLabelText('Email'), 'dana@brightsidebakery.com')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))

    const heading = await screen.findByRole('heading', { level: 1, name: 'Reset Password Link Sent' })
    // Focus moves in an effect after the heading is drawn.
    await waitFor(() => expect(heading).toHaveFocus())
    expect(requestPasswordReset).toHaveBeenCalledWith({
      email: 'dana@brightsidebakery.com',
      redirectTo: '/onboard/reset-password',
    })

    // While it sends, the button keeps the keyboard's focus and takes no second click.
    let finishResend = (_: typeof ok) => {}
    requestPasswordReset.mockReturnValueOnce(new Promise((resolve) => (finishResend = resolve)))
    const resendButton = screen.getByRole('button', { name: 'Resend Link' })
    await user.click(resendButton)
    await waitFor(() => expect(resendButton).toHaveAttribute('aria-disabled', 'true'))
    expect(resendButton).toHaveFocus()
    await user.click(resendButton)
    finishResend(ok)
    await waitFor(() => expect(requestPasswordReset).toHaveBeenCalledTimes(2))
    expect(await screen.findByText('We sent another link to dana@brightsidebakery.com.')).toBeInTheDocument()
    expect(resendButton).toHaveFocus()
  })

  it('asks for a valid email first', async () => {
    const user = userEvent.setup()
    render(<ForgotPasswordForm returnTo={null} />)
    await user.type(screen.getByLabelText('Email'), 'dana')
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(requestPasswordReset).not.toHaveBeenCalled()
  })

  it('says the emails asked for are too many when rate limited (not login attempts: none were made)', async () => {
    requestPasswordReset.mockResolvedValue({
      data: null,
      error: { status: 429, statusText: 'Too Many Requests' },
    } as unknown as Result)
    const user = userEvent.setup()
    render(<ForgotPasswordForm returnTo={null} />)
    await user.type(screen.getByLabelText('Email'), 'dana@brightsidebakery.com')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(
      await screen.findByText(
        'You have asked for several emails in a short time. Please wait a minute, then ask again.',
      ),
    ).toBeInTheDocument()
  })
})

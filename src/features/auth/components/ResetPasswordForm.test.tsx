import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { authClient } from '@/features/auth/client'

import { ResetPasswordForm, VERIFIED_ELSEWHERE_INTRO } from './ResetPasswordForm.client'

vi.mock('@/features/auth/client', () => ({ authClient: { resetPassword: vi.fn() } }))

const resetPassword = vi.mocked(authClient.resetPassword)
type Result = Awaited<ReturnType<typeof authClient.resetPassword>>

beforeEach(() => vi.clearAllMocks())

describe('ResetPasswordForm', () => {
  it('asks for a new password, or, after a verification link opened in another browser, says why it asks', () => {
    const { unmount } = render(<ResetPasswordForm token="tok_123" />)
    expect(screen.getByText('Choose a new password for your account.')).toBeInTheDocument()
    expect(screen.queryByText(/verified/)).toBeNull()
    unmount()
    render(<ResetPasswordForm token="tok_123" verified />)
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument()
    expect(screen.getByText(VERIFIED_ELSEWHERE_INTRO)).toBeInTheDocument()
    expect(VERIFIED_ELSEWHERE_INTRO).toMatch(/^Your email has been verified\. /)
    expect(screen.queryByText('Choose a new password for your account.')).toBeNull()
  })

  it("says 'Passwords must match' until the confirmation matches", async () => {
    const user = userEvent.setup()
    render(<ResetPasswordForm token="tok_123" />)
    await user.type(screen.getByLabelText('New password', { exact: true }), 'Harbor2024')
    await user.type(screen.getByLabelText('Confirm password', { exact: true }), 'Harbor202')
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument()
    expect(screen.getByLabelText('Confirm password', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await user.type(screen.getByLabelText('Confirm password', { exact: true }), '4')
    expect(screen.queryByText('Passwords must match')).toBeNull()
  })

  it('checks the reset rules: 8 characters, upper, lower and a number', async () => {
    const user = userEvent.setup()
    render(<ResetPasswordForm token="tok_123" />)
    const list = screen.getByRole('list', { name: 'Password requirements' })
    expect(list).toHaveTextContent('Must include 8 characters')
    expect(list).toHaveTextContent('Must include one uppercase letter')
    expect(list).toHaveTextContent('Must include one lowercase letter')
    expect(list).toHaveTextContent('Must include one number')
    expect(list).not.toHaveTextContent('symbol')
    await user.type(screen.getByLabelText('New password', { exact: true }), 'harbor')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(resetPassword).not.toHaveBeenCalled()
  })

  it('sets the new password with the token and says it is done', async () => {
    resetPassword.mockResolvedValue({ data: { status: true }, error: null } as unknown as Result)
    const user = userEvent.setup()
    render(<ResetPasswordForm token="tok_123" />)
    await user.type(screen.getByLabelText('New password', { exact: true }), 'Harbor2024')
    await user.type(screen.getByLabelText('Confirm password', { exact: true }), 'Harbor2024')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByRole('heading', { name: 'Your password has been reset' })).toHaveFocus()
    expect(resetPassword).toHaveBeenCalledWith({ newPassword: 'Harbor2024', token: 'tok_123' })
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/onboard/sign-in')
  })

  it('says the link is no longer valid without a token', () => {
    render(<ResetPasswordForm token={null} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is invalid or has already been used. Please request a new one.',
    )
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/onboard/forgot-password')
  })

  it('shows the invalid-link message when the token was refused', async () => {
    resetPassword.mockResolvedValue({
      data: null,
      error: { code: 'INVALID_TOKEN', status: 400, statusText: 'Bad Request' },
    } as unknown as Result)
    const user = userEvent.setup()
    render(<ResetPasswordForm token="tok_used" />)
    await user.type(screen.getByLabelText('New password', { exact: true }), 'Harbor2024')
    await user.type(screen.getByLabelText('Confirm password', { exact: true }), 'Harbor2024')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(
      await screen.findByText('This link is invalid or has already been used. Please request a new one.'),
    ).toBeInTheDocument()
  })
})

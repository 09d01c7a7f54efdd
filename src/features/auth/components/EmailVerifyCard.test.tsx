import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'

import { authClient } from '@/features/auth/client'

import { EmailVerifyCard } from './EmailVerifyCard.client'

vi.mock('@/features/auth/client', () => ({ authClient: { sendVerificationEmail: vi.fn() } }))

const sendVerificationEmail = vi.mocked(authClient.sendVerificationEmail)
type Result = Awaited<ReturnType<typeof authClient.sendVerificationEmail>>
const EMAIL = 'dana@brightsidebakery.com'

beforeEach(() => vi.clearAllMocks())

describe('EmailVerifyCard', () => {
  it('asks to open the emailed link, with RESEND VERIFICATION EMAIL and the spam-folder note (spec 2)', () => {
    render(<EmailVerifyCard email={EMAIL} callbackURL="/onboard/verified" />)
    expect(screen.getByRole('heading', { level: 2, name: 'Verify your email' })).toBeInTheDocument()
    // One address, which a narrow screen wraps before its '@' and its dots.
    const address = screen.getByText(EMAIL)
    expect(address.querySelectorAll('wbr').length).toBe(EMAIL.match(/[.@]/g)!.length)
    expect(screen.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' })).toBeEnabled()
    expect(screen.getByText(/Check your spam or junk folder/)).toBeInTheDocument()
    // The live regions are in the page from the start, empty, so what they later say is announced.
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('writes the address whole in the server’s HTML: the dashboard’s stored copy writes each member’s own in there', () => {
    const html = renderToString(<EmailVerifyCard email={EMAIL} callbackURL="/onboard/verified" />)
    expect(html).toContain(`>${EMAIL}</strong>`)
    expect(html).not.toContain('<wbr')
  })

  it('says too many emails were asked for when resending is rate limited, not spec 8’s login attempts', async () => {
    sendVerificationEmail.mockResolvedValue({
      data: null,
      error: { status: 429, statusText: 'Too Many Requests' },
    } as unknown as Result)
    const user = userEvent.setup()
    render(<EmailVerifyCard email={EMAIL} callbackURL="/onboard/verified" />)
    await user.click(screen.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You have asked for several emails in a short time. Please wait a minute, then ask again.',
      ),
    )
  })

  it('resends the link and says so in the status region', async () => {
    sendVerificationEmail.mockResolvedValue({ data: { status: true }, error: null } as unknown as Result)
    const user = userEvent.setup()
    render(<EmailVerifyCard email={EMAIL} callbackURL="/onboard/verified" />)
    await user.click(screen.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' }))
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`We sent a new verification email to ${EMAIL}.`),
    )
    expect(sendVerificationEmail).toHaveBeenCalledWith({ email: EMAIL, callbackURL: '/onboard/verified' })
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('shows the server’s message in the alert when the resend fails', async () => {
    sendVerificationEmail.mockResolvedValue({
      data: null,
      error: { status: 400, code: 'SOMETHING_ELSE', message: 'Your email is already verified.' },
    } as unknown as Result)
    const user = userEvent.setup()
    render(<EmailVerifyCard email={EMAIL} callbackURL="/onboard/verified" />)
    await user.click(screen.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your email is already verified.'))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})

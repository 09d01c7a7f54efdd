import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { BENEFITS_SUCCESS, BenefitsRequestForm } from './BenefitsRequestForm.client'

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('BenefitsRequestForm', () => {
  it('sends the picked partners, confirms, and Request More starts over', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, pageSource: 'benefits' }), { status: 200 }))
    render(<BenefitsRequestForm partners={['Gusto', 'QuickBooks', 'Canva']} pageSource="benefits" />)
    const submit = screen.getByRole('button', { name: 'Submit' })
    expect(submit).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Gusto' }))
    await user.click(screen.getByRole('button', { name: 'Canva' }))
    expect(screen.getByRole('button', { name: 'Gusto' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(submit)

    expect(await screen.findByText(BENEFITS_SUCCESS)).toBeInTheDocument()
    // The keyboard follows the form: to the confirmation, then back to the first partner.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())
    expect(BENEFITS_SUCCESS).toBe("We got your request! You'll receive an email with more details soon.")
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      formType: 'benefits',
      formData: { selectedList: ['Gusto', 'Canva'], pageSource: 'benefits' },
    })
    await user.click(screen.getByRole('button', { name: 'Request More' }))
    expect(screen.getByRole('button', { name: 'Gusto' })).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gusto' })).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled()
  })

  it('shows the generic failure with Reset', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }))
    render(<BenefitsRequestForm partners={['Gusto']} pageSource="benefits" />)
    await user.click(screen.getByRole('button', { name: 'Gusto' }))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Sorry, we could not send your form. Please try again.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gusto' })).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled()
  })

  it("names the member the page shows, and says the server's words when the session is gone or another member's", async () => {
    const user = userEvent.setup()
    const told = 'You are now signed in as someone else in another tab or window, so nothing was saved. Reload this page to continue as them.'
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 'SESSION_CHANGED', message: told }), { status: 412 }))
    render(<BenefitsRequestForm partners={['Gusto']} pageSource="benefits" uid="member-7" />)
    await user.click(screen.getByRole('button', { name: 'Gusto' }))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(told)).toBeInTheDocument()
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('x-ea-member')).toBe('member-7')
  })
})

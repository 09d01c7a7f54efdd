import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { ReactElement } from 'react'

import { VALIDATION_MESSAGES, maskPhone } from '@/lib/form-rules'

import { json, serverRendered, setUpFormTests } from './form-test-harness'
import { SiteForm } from './SiteForm.client'

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => router }))

const { fetchMock, tracked } = setUpFormTests({ loadSchemas: () => import('../schemas') })

async function fillSimpleLead(user: UserEvent, email = 'ana@litea.com') {
  await user.type(screen.getByLabelText('First name'), 'Ana')
  await user.type(screen.getByLabelText('Last name'), 'Li')
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Business name'), 'Li Tea House')
}

describe('SiteForm', () => {
  it('stays disabled until the form is changed and valid, then sends formType, form and formData', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(json(200, { success: true, pageSource: 'spend-navigator' }))
    render(<SiteForm kind="prospect-step-1" pageSource="spend-navigator" contactUrl="https://help.example.com" />)
    const submit = screen.getByRole('button', { name: 'Submit' })
    expect(submit).toBeDisabled()
    await fillSimpleLead(user)
    await waitFor(() => expect(submit).toBeEnabled())
    await user.click(submit)

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/spend-navigator-details'))
    expect(screen.getByRole('button', { name: 'Success' })).toBeDisabled()
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>
    expect(body).toMatchObject({
      formType: 'ProspectMultiStepForm1',
      form: 'prospect-step-1',
      formData: { firstName: 'Ana', lastName: 'Li', email: 'ana@litea.com', company: 'Li Tea House', pageSource: 'spend-navigator' },
      homepageUrl: '',
    })
    expect(tracked.map((event) => event.eventType)).toEqual(['FORM_START', 'FORM_SUBMIT', 'FORM_PART_ONE_SUBMIT_SUCCESS'])
    expect(tracked[2]).toMatchObject({ elementId: 'ProspectMultiStepForm1', metadata: { pageSource: 'spend-navigator', outcome: 'success' } })
  })

  it('asks before the page is left with typed answers, until they are sent', async () => {
    const user = userEvent.setup()
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    fetchMock.mockResolvedValue(json(200, { success: true, pageSource: 'spend-navigator' }))
    render(<SiteForm kind="prospect-step-1" pageSource="spend-navigator" contactUrl="https://help.example.com" />)
    expect(leave()).toBe(false)
    await fillSimpleLead(user)
    expect(leave()).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/spend-navigator-details'))
    expect(leave()).toBe(false)
  })

  it("announces the address summary ('Please enter a valid business address') in a status region that is there from the start", async () => {
    const user = userEvent.setup()
    render(<SiteForm kind="lead" pageSource="small-business" contactUrl="https://help.example.com" />)
    const status = screen.getByRole('status')
    expect(status).toBeEmptyDOMElement()
    await user.type(screen.getByLabelText('City'), 'x')
    await user.clear(screen.getByLabelText('City'))
    await waitFor(() => expect(status).toHaveTextContent('Please enter a valid business address'))
  })

  it("shows the confirm message instead of redirecting when redirect is off (default 'Thanks for your interest!')", async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(json(200, { success: true, pageSource: 'about-us' }))
    render(<SiteForm kind="simple-lead" pageSource="about-us" isRedirect={false} contactUrl="https://help.example.com" />)
    await fillSimpleLead(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Thanks for your interest! We’ll get back to you shortly.')).toBeInTheDocument()
    expect(router.push).not.toHaveBeenCalled()
  })

  it('sends the simple lead form to its form confirmation, lead-form-simple-download, with the FORM_SUBMIT signal', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(json(200, { success: true, pageSource: 'small-business-toolkit' }))
    render(<SiteForm kind="simple-lead" pageSource="small-business-toolkit" contactUrl="https://help.example.com" />)
    await fillSimpleLead(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/lead-form-simple-download'))
    expect(tracked.map((event) => event.eventType)).toEqual(['FORM_START', 'FORM_SUBMIT', 'FORM_SUBMIT'])
  })

  it('sends the supplier lead form to its page source’s confirmation, with the phone’s dashes stripped', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(json(200, { success: true, pageSource: 'supplier-form' }))
    render(<SiteForm kind="supplier-lead" pageSource="supplier-form" contactUrl="https://help.example.com" />)
    await user.type(screen.getByLabelText('First name'), 'Dana')
    await user.type(screen.getByLabelText('Last name'), 'Whitfield')
    await user.type(screen.getByLabelText('Email'), 'dana@brightpathcleaning.com')
    await user.type(screen.getByLabelText('Phone number'), '4045550187')
    await user.type(screen.getByLabelText('Business name'), 'Brightpath Cleaning Supply')
    await user.type(screen.getByLabelText('Job title'), 'Sales director')
    await user.type(screen.getByLabelText('Company website'), 'brightpathcleaning.com')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/supplier-form-confirmation'))
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { formData: Record<string, unknown> }
    expect(body.formData).toMatchObject({ phoneNumber: '4045550187', jobTitle: 'Sales director', domain: 'brightpathcleaning.com' })
  })

  it('shows the generic failure for a lead form and Reset clears only the email', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(json(500, {}))
    render(<SiteForm kind="simple-lead" pageSource="about-us" contactUrl="https://help.example.com" />)
    await fillSimpleLead(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Sorry, we could not send your form. Please try again.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Contact Us' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(screen.getByLabelText('First name')).toHaveValue('Ana')
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument()
    expect(tracked.map((event) => event.eventType)).toContain('FORM_SUBMIT_FAILURE')
  })

  it("shows the server's message with a Contact Us link for the business account form, and Reset clears it all", async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(json(429, { success: false, message: 'You have sent this form too many times.' }))
    render(<SiteForm kind="account" pageSource="account-form-min" contactUrl="https://help.example.com/contact" />)
    await fillSimpleLead(user)
    await user.click(screen.getByLabelText('I accept the terms and conditions'))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('You have sent this form too many times.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', 'https://help.example.com/contact')
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.getByLabelText('First name')).toHaveValue('')
    expect(screen.getByLabelText('I accept the terms and conditions')).not.toBeChecked()
  })

  it("says 'Please accept the terms and conditions.' when the account form's box is unticked", async () => {
    const user = userEvent.setup()
    render(<SiteForm kind="account" pageSource="account-form-min" contactUrl="https://help.example.com" />)
    const terms = screen.getByLabelText('I accept the terms and conditions')
    await user.click(terms)
    await user.click(terms)
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeInTheDocument()
  })

  it('says why a field is wrong as soon as it is left empty (Submit stays disabled until the form is valid), and marks the required ones', async () => {
    const user = userEvent.setup()
    render(<SiteForm kind="quote" pageSource="request-for-quote" contactUrl="https://help.example.com" />)
    const firstName = screen.getByLabelText('First name')
    expect(firstName).toHaveAttribute('aria-required', 'true')
    expect(screen.getByLabelText('Number of employees')).toHaveAttribute('aria-required', 'true')
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toHaveAttribute('aria-required', 'true')
    expect(screen.getByLabelText(/Company website/)).toHaveAttribute('aria-required', 'false')
    await user.click(firstName)
    await user.tab()
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument()
    expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(firstName).toHaveAccessibleDescription('Please enter your first name')
  })

  it('links the terms the account form’s box accepts, in a new tab, and keeps the box named by its label', () => {
    render(<SiteForm kind="account" pageSource="account-form-min" contactUrl="https://help.example.com" />)
    const link = screen.getByRole('link', { name: 'terms and conditions' })
    expect(link).toHaveAttribute('href', '/legal/terms-and-conditions')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAccessibleDescription('Opens in a new tab')
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).not.toBeChecked()
  })

  it('shows the phone field with the +1 prefix of spec 5 (not read out: the label names the field)', () => {
    render(<SiteForm kind="supplier-lead" pageSource="supplier-lead" contactUrl="https://help.example.com" />)
    const phone = screen.getByLabelText('Phone number')
    expect(phone).toHaveAttribute('placeholder', '999-999-9999')
    expect(phone.parentElement).toHaveTextContent(/^\+1$/)
    expect(screen.getByText('+1')).toHaveAttribute('aria-hidden', 'true')
  })

  it('masks the phone as 999-999-9999 while typing', () => {
    expect(maskPhone('2075550143')).toBe('207-555-0143')
    expect(maskPhone('20755')).toBe('207-55')
    expect(maskPhone('(207) 555-0143 ext')).toBe('207-555-0143')
    // The US country code before ten digits is dropped; ten digits starting with 1 are kept as typed.
    expect(maskPhone('+1 (207) 555-0143')).toBe('207-555-0143')
    expect(maskPhone('12075550143')).toBe('207-555-0143')
    expect(maskPhone('1207555014')).toBe('120-755-5014')
    // Another country's number is kept whole, so the ten-digit rule refuses it (not cut to a US one).
    expect(maskPhone('+44 20 7946 0958')).toBe('442-079-460958')
  })

  describe('typed into before it hydrated (the server draws the form; a phone can take a second to run it)', () => {
    // The server's HTML, typed into as a visitor would before the page's script has run, then
    // hydrated: React keeps what was typed.
    function typeBeforeHydration(form: ReactElement, typed: Record<string, string>) {
      const { container, hydrate } = serverRendered(form)
      for (const [label, value] of Object.entries(typed)) {
        const field = within(container).getByLabelText(label) as HTMLInputElement
        field.value = value
      }
      expect(within(container).getByRole('button', { name: 'Submit' }), 'the server draws Submit disabled').toBeDisabled()
      return hydrate()
    }
    const stepOne = <SiteForm kind="prospect-step-1" pageSource="spend-navigator" contactUrl="https://help.example.com" />

    it('enables Submit over a form filled in before it hydrated, and sends what was typed', async () => {
      const user = userEvent.setup()
      fetchMock.mockResolvedValue(json(200, { success: true, pageSource: 'spend-navigator' }))
      typeBeforeHydration(stepOne, { 'First name': 'Ines', 'Last name': 'Park', Email: 'ines@parkprint.com', 'Business name': 'Park Print Shop' })
      const submit = screen.getByRole('button', { name: 'Submit' })
      await waitFor(() => expect(submit).toBeEnabled())
      await user.click(submit)
      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/spend-navigator-details'))
      const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { formData: Record<string, unknown> }
      expect(body.formData).toEqual({ firstName: 'Ines', lastName: 'Park', email: 'ines@parkprint.com', company: 'Park Print Shop', pageSource: 'spend-navigator' })
      expect(tracked.map((event) => event.eventType)).toEqual(['FORM_START', 'FORM_SUBMIT', 'FORM_PART_ONE_SUBMIT_SUCCESS'])
    })

    it('shows the errors of what was typed, not of the fields still empty, and finishes as if typed after', async () => {
      const user = userEvent.setup()
      typeBeforeHydration(stepOne, { 'First name': 'Ines', Email: 'ines@' })
      expect(await screen.findByText(VALIDATION_MESSAGES.email)).toBeInTheDocument()
      expect(screen.getAllByRole('textbox').filter((field) => field.getAttribute('aria-invalid') === 'true')).toEqual([screen.getByLabelText('Email')])
      const submit = screen.getByRole('button', { name: 'Submit' })
      expect(submit).toBeDisabled()
      await user.type(screen.getByLabelText('Email'), 'parkprint.com')
      await user.type(screen.getByLabelText('Last name'), 'Park')
      await user.type(screen.getByLabelText('Business name'), 'Park Print Shop')
      await waitFor(() => expect(submit).toBeEnabled())
      expect(screen.queryByText(VALIDATION_MESSAGES.email)).toBeNull()
      expect(tracked.map((event) => event.eventType), 'the form started once').toEqual(['FORM_START'])
    })

    it('reports nothing and validates nothing when nothing was typed', async () => {
      const { container } = typeBeforeHydration(stepOne, {})
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled()
      expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
      expect(tracked).toEqual([])
    })
  })
})

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

import { odpAccountIssueForm, vendorProgramsSurvey } from '@/seed/content/forms'

import type { BuilderField, BuilderFormDefinition } from '../builder'

import { BuilderForm } from './BuilderForm.client'
import { json, setUpFormTests } from './form-test-harness'

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => router }))

const { fetchMock, tracked } = setUpFormTests({ loadSchemas: () => import('../builder') })

const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>

const definitionOf = (seed: typeof odpAccountIssueForm, overrides: Partial<BuilderFormDefinition> = {}): BuilderFormDefinition => ({
  ...seed,
  fields: seed.fields as BuilderField[],
  ...overrides,
})
const report = (overrides: Partial<BuilderFormDefinition> = {}) => definitionOf(odpAccountIssueForm, overrides)
const survey = () => definitionOf(vendorProgramsSurvey)

async function fillReport(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'dana@beaconbooks.com')
  await user.type(screen.getByLabelText('Phone'), '6175550199')
  await user.type(screen.getByLabelText('Business name'), 'Beacon Street Books')
  await user.type(screen.getByLabelText('Business ZIP code'), '02116')
  await user.selectOptions(screen.getByLabelText('What is the problem?'), 'prices-missing')
  await user.type(screen.getByLabelText('What happened?'), 'Member prices stopped showing on toner.')
}

describe('BuilderForm', () => {
  it('shows a loading state until the form runs in the browser', () => {
    const html = renderToString(<BuilderForm definition={report()} contactUrl="https://help.example.com" />)
    expect(html).toContain('Loading form…')
    expect(html).not.toContain('<form')
  })

  it("hydrates the server's loading state as it is, then shows the form", async () => {
    const form = <BuilderForm definition={report()} contactUrl="https://help.example.com" />
    const container = document.createElement('div')
    container.innerHTML = renderToString(form)
    document.body.append(container)
    const onRecoverableError = vi.fn()
    const root = await act(async () => hydrateRoot(container, form, { onRecoverableError }))
    try {
      expect(onRecoverableError).not.toHaveBeenCalled()
      expect(await within(container).findByRole('button', { name: 'Send report' })).toBeInTheDocument()
      expect(within(container).queryByText('Loading form…')).not.toBeInTheDocument()
    } finally {
      act(() => root.unmount())
      container.remove()
    }
  })

  it("validates on change with the spec's messages and keeps Submit disabled until the form is valid", async () => {
    const user = userEvent.setup()
    render(<BuilderForm definition={report()} contactUrl="https://help.example.com" />)
    const submit = screen.getByRole('button', { name: 'Send report' })
    expect(submit).toBeDisabled()
    await user.type(screen.getByLabelText('Business ZIP code'), '021')
    expect(await screen.findByText('Please enter your zipcode')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Phone'), '617555')
    expect(await screen.findByText('Please enter a valid Phone Number (10 digits)')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Business website (optional)'), 'nope')
    expect(await screen.findByText('Please enter a valid website address')).toBeInTheDocument()
    expect(submit).toBeDisabled()
  })

  it("sends the builder shape with the phone's dashes stripped, then shows Success and goes to the form's confirmation page", async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(json(200, { success: true, pageSource: 'odp-account-issue' }))
    render(<BuilderForm definition={report()} contactUrl="https://help.example.com" />)
    await fillReport(user)
    expect(screen.getByLabelText('Phone')).toHaveValue('617-555-0199')
    const submit = screen.getByRole('button', { name: 'Send report' })
    await waitFor(() => expect(submit).toBeEnabled())
    await user.click(submit)
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/odp-account-issue-confirmation'))
    expect(fetchMock).toHaveBeenCalledWith('/api/forms', expect.objectContaining({ method: 'POST' }))
    expect(sentBody()).toMatchObject({
      form: 'builder',
      formType: 'odp-account-issues',
      formSlug: 'odp-account-issue',
      formData: { email: 'dana@beaconbooks.com', phoneNumber: '6175550199', zipcode: '02116', problem: 'prices-missing', pageSource: 'odp-account-issue' },
    })
    expect(screen.getByRole('button', { name: 'Success' })).toBeDisabled()
    expect(tracked.map((event) => event.eventType)).toEqual(['FORM_START', 'FORM_SUBMIT', 'FORM_SUBMIT_SUCCESS'])
  })

  it('shows the confirm message in place of the form when redirect is off (default wording)', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(json(200, { success: true, pageSource: 'odp-account-issue' }))
    render(<BuilderForm definition={report({ formRedirect: false })} contactUrl="https://help.example.com" />)
    await fillReport(user)
    await user.click(await screen.findByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('Thanks for your interest! We’ll get back to you shortly.')).toBeInTheDocument()
    expect(router.push).not.toHaveBeenCalled()
  })

  it("on failure shows the server's message with Contact Us, and Reset (replacing Submit) clears the whole form", async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(json(400, { success: false, message: 'Please select an option', errors: { problem: 'Please select an option' } }))
    render(<BuilderForm definition={report({ formContactUrl: 'https://help.example.com/odp' })} contactUrl="https://help.example.com/odp" />)
    await fillReport(user)
    await user.click(await screen.findByRole('button', { name: 'Send report' }))
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(alert).toHaveTextContent('Please select an option'))
    expect(within(alert).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', 'https://help.example.com/odp')
    expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(screen.getByLabelText('Business name')).toHaveValue('')
    expect(screen.getByLabelText('What happened?')).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Send report' })).toBeDisabled()
  })

  it("a feedback form sends spec 7's feedback shape from a rater, slider and checkbox group, then says 'Thank you for your feedback!'", async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(json(200, { success: true, pageSource: 'vendor-programs-survey' }))
    render(<BuilderForm definition={survey()} contactUrl="https://help.example.com" />)
    await user.selectOptions(screen.getByLabelText('Which program does your business use most?'), 'fedex')
    const rater = screen.getByRole('group', { name: 'How happy are you with member pricing?' })
    expect(within(rater).getAllByRole('radio')).toHaveLength(5)
    await user.click(within(rater).getByRole('radio', { name: '4 of 5' }))
    const slider = screen.getByRole('slider', { name: 'Hours a month your team spends on purchasing' })
    expect(slider).toHaveAttribute('max', '40')
    fireEvent.change(slider, { target: { value: '6' } })
    expect(screen.getByText('Selected: 6')).toBeInTheDocument()
    const improvements = screen.getByRole('group', { name: 'What would make the programs more useful?' })
    await user.click(within(improvements).getByRole('checkbox', { name: 'Better shipping rates' }))
    await user.click(within(improvements).getByRole('checkbox', { name: 'Better shipping rates' }))
    expect(await screen.findByText('At least one option must be selected')).toBeInTheDocument()
    await user.click(within(improvements).getByRole('checkbox', { name: 'A monthly savings report' }))
    await user.type(screen.getByLabelText('Tell us about a recent order that went well, or badly'), 'Ground pickups are reliable.')
    const submit = screen.getByRole('button', { name: 'Send feedback' })
    await waitFor(() => expect(submit).toBeEnabled())
    await user.click(submit)
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument()
    expect(sentBody()).toEqual({
      formType: 'FORM_SUBMIT',
      formInfo: { formName: 'Vendor programs survey', formSlug: 'vendor-programs-survey', formCollection: 'member-feedback', formType: 'FEEDBACK' },
      formData: {
        mainProgram: 'fedex',
        pricingRating: 4,
        purchasingHours: 6,
        improvements: ['savings-report'],
        comments: 'Ground pickups are reliable.',
        email: '',
        phoneNumber: '',
        pageSource: 'vendor-programs-survey',
      },
      homepageUrl: '',
    })
    expect(router.push).not.toHaveBeenCalled()
  })

  it('a text area emptied again says Please enter your {name} under it', async () => {
    const user = userEvent.setup()
    render(<BuilderForm definition={survey()} contactUrl="https://help.example.com" />)
    await user.type(screen.getByLabelText('Tell us about a recent order that went well, or badly'), 'x')
    await user.clear(screen.getByLabelText('Tell us about a recent order that went well, or badly'))
    expect(await screen.findByText('Please enter your comments')).toBeInTheDocument()
    expect(screen.getByLabelText('Tell us about a recent order that went well, or badly')).toHaveAttribute('aria-invalid', 'true')
  })
})

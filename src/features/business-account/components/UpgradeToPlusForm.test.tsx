import { render, screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'

import { UpgradeToPlusForm, toFieldName } from './UpgradeToPlusForm.client'

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => router }))

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.clearAllMocks()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const submitButton = () => screen.getByRole('button', { name: /^(Submit|Success)$/ })

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Company name'), 'Brightside Bakery')
  await user.selectOptions(screen.getByLabelText('Company stage'), 'growth')
  await user.selectOptions(screen.getByLabelText('Industry'), 'restaurants')
  await user.selectOptions(screen.getByLabelText('Number of employees'), '11-24')
  await user.type(screen.getByLabelText(/Website/), 'www.brightsidebakery.com')
  await user.type(screen.getByLabelText('Street address'), '214 Harbor Street')
  await user.type(screen.getByLabelText('City'), 'Portland')
  await user.selectOptions(screen.getByLabelText('State'), 'ME')
  await user.type(screen.getByLabelText('ZIP code'), '04101')
  await user.type(screen.getByLabelText(/Business phone/), '207-555-0142')
}

function renderForm() {
  render(<UpgradeToPlusForm contactUrl="https://help.example.com/contact" />)
  return userEvent.setup()
}

describe('UpgradeToPlusForm', () => {
  it('asks before the page is left once something is typed, and not after the upgrade', async () => {
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    fetchMock.mockResolvedValue(json(201, { businessAccountId: 7 }))
    const user = renderForm()
    expect(leave()).toBe(false)
    await fillValidForm(user)
    expect(leave()).toBe(true)
    await waitFor(() => expect(submitButton()).toBeEnabled())
    await user.click(submitButton())
    await waitFor(() => expect(router.push).toHaveBeenCalled())
    expect(leave()).toBe(false)
  })

  it("offers every company stage, the spec's employee ranges and the industries", () => {
    renderForm()
    expect(screen.getByRole('heading', { level: 1, name: 'Upgrade to Plus' })).toBeInTheDocument()
    const stages = screen.getByLabelText('Company stage') as HTMLSelectElement
    expect(Array.from(stages.options).map((option) => option.value)).toEqual([
      '',
      'idea-development',
      'start-up',
      'growth',
      'expansion',
      'maturity',
    ])
    const employees = screen.getByLabelText('Number of employees') as HTMLSelectElement
    expect(Array.from(employees.options).map((option) => option.value)).toEqual([
      '',
      'Self Employed',
      '1-10',
      '11-24',
      '25-50',
      '51-200',
      '200+',
    ])
    const industries = screen.getByLabelText('Industry') as HTMLSelectElement
    expect(Array.from(industries.options).map((option) => option.value)).toEqual(
      expect.arrayContaining(['accounting-finance', 'cannabis-products-services', 'real-estate', 'utilities']),
    )
  })

  it('keeps Submit disabled until the form is changed and valid', async () => {
    const user = renderForm()
    expect(submitButton()).toHaveTextContent('Submit')
    expect(submitButton()).toBeDisabled()

    await user.type(screen.getByLabelText('Company name'), 'Brightside Bakery')
    expect(submitButton()).toBeDisabled()

    await fillValidForm(user)
    await waitFor(() => expect(submitButton()).toBeEnabled())

    await user.clear(screen.getByLabelText('ZIP code'))
    await user.type(screen.getByLabelText('ZIP code'), '0410')
    expect(await screen.findByText('Please enter a valid ZIP Code')).toBeInTheDocument()
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true')
    expect(submitButton()).toBeDisabled()
  })

  it("sends the values, reads 'Success' and opens the Plus confirmation", async () => {
    let respond: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)))
    const user = renderForm()
    await fillValidForm(user)
    await waitFor(() => expect(submitButton()).toBeEnabled())
    await user.click(submitButton())

    await waitFor(() => expect(submitButton()).toBeDisabled())
    expect(submitButton()).toHaveAttribute('aria-busy', 'true')
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/business-account')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      company: 'Brightside Bakery',
      businessInfo: { stage: 'growth', industry: 'restaurants', numberOfEmployees: '11-24' },
      businessDetails: {
        domain: 'www.brightsidebakery.com',
        address1: '214 Harbor Street',
        address2: '',
        city: 'Portland',
        state: 'ME',
        zipcode: '04101',
        phoneNumber: '207-555-0142',
      },
    })

    respond(json(201, { businessAccountId: 'ba_204' }))
    await waitFor(() => expect(submitButton()).toHaveTextContent('Success'))
    expect(submitButton()).toBeDisabled()
    expect(router.push).toHaveBeenCalledWith('/onboard/plus-confirmation')
  })

  it('shows an error box and a Reset button that clears the form after a failure', async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'The business service is unavailable.' }))
    const user = renderForm()
    await fillValidForm(user)
    await waitFor(() => expect(submitButton()).toBeEnabled())
    await user.click(submitButton())

    const alert = await screen.findByText('The business service is unavailable.')
    expect(alert.closest('[role="alert"]')).toHaveFocus()
    expect(screen.getByRole('link', { name: /Contact Us/ })).toHaveAttribute('href', 'https://help.example.com/contact')
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.queryByText('The business service is unavailable.')).toBeNull()
    expect(screen.getByLabelText('Company name')).toHaveValue('')
    expect(screen.getByLabelText('Company name')).toHaveFocus()
    expect(screen.getByLabelText('Company stage')).toHaveValue('')
    expect(submitButton()).toHaveTextContent('Submit')
    expect(submitButton()).toBeDisabled()
  })

  it('says so when the member already has a business account', async () => {
    fetchMock.mockResolvedValue(json(409, { message: 'Conflict' }))
    const user = renderForm()
    await fillValidForm(user)
    await waitFor(() => expect(submitButton()).toBeEnabled())
    await user.click(submitButton())
    expect(
      await screen.findByText('Your account already has a business account, so it is already on Plus.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard')
  })

  it('keeps the answers and Submit when the session ended meanwhile, with a way to log in again beside them', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: 'UNAUTHORIZED', message: 'Sign in to upgrade.' }))
    const user = renderForm()
    await fillValidForm(user)
    await waitFor(() => expect(submitButton()).toBeEnabled())
    await user.click(submitButton())
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Log in again/ })).toHaveAttribute(
      'href',
      '/onboard/sign-in?returnTo=/onboard/legacy-create-business-account',
    )
    expect(screen.getByRole('link', { name: /Log in again/ })).toHaveAttribute('target', '_blank')
    expect(screen.getByLabelText('Company name')).toHaveValue('Brightside Bakery')
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull()

    // Signed in again in the other tab: the same answers go through.
    fetchMock.mockResolvedValueOnce(json(201, { businessAccountId: '7' }))
    await user.click(submitButton())
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/onboard/plus-confirmation'))
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toMatchObject({ company: 'Brightside Bakery' })
  })

  it('marks the fields the server refuses so they can be corrected in place', async () => {
    fetchMock.mockResolvedValue(json(400, { errors: { zipcode: 'Please enter a valid ZIP Code' } }))
    const user = renderForm()
    await fillValidForm(user)
    await waitFor(() => expect(submitButton()).toBeEnabled())
    await user.click(submitButton())
    expect(await screen.findByText('Please correct the highlighted fields and submit again.')).toBeInTheDocument()
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('Please enter a valid ZIP Code')
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull()
  })

  it('maps server field names to form fields', () => {
    expect(toFieldName('company')).toBe('company')
    expect(toFieldName('zipcode')).toBe('businessDetails.zipcode')
    expect(toFieldName('businessInfo.stage')).toBe('businessInfo.stage')
    expect(toFieldName('favouriteColour')).toBeNull()
  })
})

import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { initialAppState } from '@/features/app-state/app-state'
import { initialBusinessState } from '@/features/app-state/business-state'

import { BusinessForm, NameForm } from './ProfileForms.client'

const appState = {
  ...initialAppState,
  memberData: { ...initialAppState.memberData, firstName: 'Dana', lastName: 'Ruiz' },
}
const businessState = {
  ...initialBusinessState,
  businessInfo: { stage: 'growth', industry: 'restaurants', numberOfEmployees: '11-24' },
  businessDetails: {
    ...initialBusinessState.businessDetails,
    company: 'Brightside Bakery',
    address1: '120 Main Street',
    city: 'Columbus',
    state: 'OH',
    zipcode: '43215',
    phoneNumber: '6145550142',
  },
} as typeof initialBusinessState

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('NameForm', () => {
  it('starts from the saved name, saves a valid change through PATCH /api/profile and says so', async () => {
    fetchMock.mockResolvedValue(answer(200, { saved: true }))
    const user = userEvent.setup()
    render(<NameForm appState={appState} />)
    const save = screen.getByRole('button', { name: 'Save name' })
    expect(screen.getByLabelText('First name')).toHaveValue('Dana')
    expect(save).toBeDisabled()

    await user.type(screen.getByLabelText('Last name'), '-Ortega')
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)

    expect(await screen.findByText('Your name is saved.')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith('/api/profile', expect.objectContaining({ method: 'PATCH' }))
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({
      name: { firstName: 'Dana', lastName: 'Ruiz-Ortega' },
    })
    expect(save).toBeDisabled()
  })

  it('marks the server’s field errors on their fields and shows its message', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { errors: { 'name.lastName': 'Please enter your last name', form: 'Check the fields marked.' } }),
    )
    const user = userEvent.setup()
    render(<NameForm appState={appState} />)
    await user.type(screen.getByLabelText('First name'), 'n')
    await user.click(screen.getByRole('button', { name: 'Save name' }))
    expect(await screen.findByText('Please enter your last name')).toBeInTheDocument()
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields marked.')
    expect(screen.queryByText('Your name is saved.')).not.toBeInTheDocument()
  })
})

describe('BusinessForm', () => {
  it('shows the saved business and says when the save could not be made', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const user = userEvent.setup()
    render(<BusinessForm businessState={businessState} />)
    expect(screen.getByLabelText('Company name')).toHaveValue('Brightside Bakery')
    expect(screen.getByLabelText('City')).toHaveValue('Columbus')

    await user.clear(screen.getByLabelText('City'))
    await user.type(screen.getByLabelText('City'), 'Dayton')
    const save = screen.getByRole('button', { name: 'Save business details' })
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your changes. Please try again in a moment.',
    )
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({
      business: { company: 'Brightside Bakery', businessDetails: { city: 'Dayton', zipcode: '43215' } },
    })
  })

  it('shows the saved phone digits as 999-999-9999 and masks a new number as it is typed', async () => {
    fetchMock.mockResolvedValue(answer(200, { saved: true }))
    const user = userEvent.setup()
    render(<BusinessForm businessState={businessState} />)
    const phone = screen.getByLabelText('Business phone (optional)')
    expect(phone).toHaveValue('614-555-0142')

    await user.clear(phone)
    await user.type(phone, '(937) 555.0188')
    expect(phone).toHaveValue('937-555-0188')
    // A number with its country code and punctuation fits the field whole, and the mask drops the +1.
    await user.clear(phone)
    await user.type(phone, '+1 (937) 555-0188')
    expect(phone).toHaveValue('937-555-0188')
    const save = screen.getByRole('button', { name: 'Save business details' })
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)
    expect(await screen.findByText('Your business details are saved.')).toBeInTheDocument()
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({
      business: { businessDetails: { phoneNumber: '937-555-0188' } },
    })
  })
})

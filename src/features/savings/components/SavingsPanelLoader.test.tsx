import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { resetAppState } from '@/features/app-state/app-state'
import { clearBusinessState } from '@/features/app-state/business-state'
import { AppStateContext } from '@/features/app-state/components/app-state-context'

import type { SavingsSummary } from '../ledger'
import { SAVINGS_URL, SavingsPanelLoader } from './SavingsPanelLoader.client'

const summary: SavingsSummary = {
  savedSinceJoiningCents: 16_125,
  spentSinceJoiningCents: 43_150,
  savedThisMonthCents: 3_125,
  quotedSavingsCents: 70_000,
  months: [{ month: '2026-11', orders: 2, spentCents: 43_150, savedCents: 16_125 }],
}

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('SavingsPanelLoader', () => {
  it('shows the panel’s heading at once, then the business’s figures from /api/savings', async () => {
    const fetchMock = vi.fn(() => answer(200, { summary }))
    vi.stubGlobal('fetch', fetchMock)
    render(<SavingsPanelLoader />)
    const panel = screen.getByRole('region', { name: 'What membership saved you' })
    expect(screen.getByRole('status')).toHaveTextContent('Loading your savings…')
    await waitFor(() => expect(panel).toHaveTextContent('Saved since joining$161.25'))
    expect(panel).toHaveTextContent('Saved since joining$161.25on $431.50 paid at program prices')
    expect(panel).toHaveTextContent('Open quotes would save$700.00')
    expect(screen.getByRole('row', { name: /November 2026/ })).toHaveTextContent('$431.50')
    expect(screen.queryByRole('status')).toBeNull()
    expect(fetchMock).toHaveBeenCalledWith(
      SAVINGS_URL,
      expect.objectContaining({ cache: 'no-store', credentials: 'same-origin' }),
    )
  })

  it('says the savings could not be loaded, and loads them again on Try again', async () => {
    const fetchMock = vi
      .fn()
      .mockReturnValueOnce(answer(500, { message: 'down' }))
      .mockReturnValueOnce(answer(200, { summary }))
    vi.stubGlobal('fetch', fetchMock)
    render(<SavingsPanelLoader />)
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your savings just now.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'What membership saved you' })).toHaveTextContent('$161.25'),
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('tells a business without orders how savings appear', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(200, { summary: { ...summary, months: [], quotedSavingsCents: 0 } })),
    )
    render(<SavingsPanelLoader />)
    expect(await screen.findByText(/No orders are recorded for your business yet\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Link your vendor accounts' })).toHaveAttribute(
      'href',
      '/dashboard/vendors',
    )
  })

  it('fetches the figures again when the live stream says an order changed, and keeps them if that fails', async () => {
    const later: SavingsSummary = {
      ...summary,
      savedSinceJoiningCents: 20_000,
      savedThisMonthCents: 7_000,
      months: [{ month: '2026-11', orders: 3, spentCents: 50_000, savedCents: 20_000 }],
    }
    const fetchMock = vi
      .fn()
      .mockReturnValueOnce(answer(200, { summary }))
      .mockReturnValueOnce(answer(200, { summary: later }))
      .mockReturnValueOnce(answer(503, { message: 'busy' }))
    vi.stubGlobal('fetch', fetchMock)
    const withRevision = (savingsRevision: number) => (
      <AppStateContext.Provider
        value={{
          appState: resetAppState(),
          businessState: clearBusinessState(),
          signOut: async () => {},
          savingsRevision,
        }}
      >
        <SavingsPanelLoader />
      </AppStateContext.Provider>
    )
    const { rerender } = render(withRevision(0))
    const panel = screen.getByRole('region', { name: 'What membership saved you' })
    await waitFor(() => expect(panel).toHaveTextContent('Saved since joining$161.25'))

    rerender(withRevision(1))
    // The figures shown stay while the new ones load: no placeholder.
    expect(screen.queryByRole('status')).toBeNull()
    expect(panel).toHaveTextContent('Saved since joining$161.25')
    await waitFor(() => expect(panel).toHaveTextContent('Saved since joining$200.00'))
    expect(panel).toHaveTextContent('Saved this month$70.00')
    // The month's row: three orders now.
    expect(within(screen.getByRole('row', { name: /November 2026/ })).getAllByRole('cell')[0]).toHaveTextContent(/^3$/)

    rerender(withRevision(2))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(panel).toHaveTextContent('Saved since joining$200.00')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

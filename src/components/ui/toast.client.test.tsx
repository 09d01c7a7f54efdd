import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { EnsureToastProvider, type ToastInput, ToastProvider, TOAST_DURATIONS, useToast } from './toast.client'

function Trigger({ toast, label = 'Notify' }: { toast: ToastInput; label?: string }) {
  const { show } = useToast()
  return (
    <button type="button" onClick={() => show(toast)}>
      {label}
    </button>
  )
}

const region = () => screen.getByRole('status', { name: 'Notifications' })

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
afterEach(() => vi.useRealTimers())

const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })

describe('ToastProvider', () => {
  it('announces toasts in a polite live region that is always present', async () => {
    // The toasts' markup is a chunk of its own, fetched with the first toast: the region is there
    // before it, so the first toast is announced.
    const user = setupUser()
    render(
      <ToastProvider>
        <Trigger toast={{ title: 'Link Copied!', tone: 'success' }} />
      </ToastProvider>,
    )
    expect(region()).toHaveAttribute('aria-live', 'polite')
    expect(region()).toBeEmptyDOMElement()
    await user.click(screen.getByRole('button', { name: 'Notify' }))
    expect(await within(region()).findByText('Link Copied!')).toBeInTheDocument()
    expect(region().querySelector('[data-tone="success"]')).not.toBeNull()
  })

  it('dismisses success toasts after 3 s and error or warning toasts after 5 s', async () => {
    expect(TOAST_DURATIONS).toEqual({ success: 3000, info: 3000, warning: 5000, error: 5000 })
    const user = setupUser()
    render(
      <ToastProvider>
        <Trigger label="Success" toast={{ title: 'Saved', tone: 'success' }} />
        <Trigger
          label="Error"
          toast={{ title: 'Sharing Failed', description: 'Could not open the share dialog.', tone: 'error' }}
        />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Success' }))
    await user.click(screen.getByRole('button', { name: 'Error' }))
    expect(await within(region()).findByText('Saved')).toBeInTheDocument()
    expect(region()).toHaveTextContent('Could not open the share dialog.')

    act(() => vi.advanceTimersByTime(3000))
    expect(region()).not.toHaveTextContent('Saved')
    expect(region()).toHaveTextContent('Sharing Failed')

    act(() => vi.advanceTimersByTime(2000))
    expect(region()).toBeEmptyDOMElement()
  })

  it('honours a custom duration', async () => {
    const user = setupUser()
    render(
      <ToastProvider>
        <Trigger toast={{ title: 'Quick note', durationMs: 1000 }} />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Notify' }))
    await within(region()).findByText('Quick note')
    act(() => vi.advanceTimersByTime(900))
    expect(region()).toHaveTextContent('Quick note')
    act(() => vi.advanceTimersByTime(100))
    expect(region()).toBeEmptyDOMElement()
  })

  it('can be dismissed early', async () => {
    const user = setupUser()
    render(
      <ToastProvider>
        <Trigger toast={{ title: 'Share Not Supported', tone: 'warning' }} />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Notify' }))
    await user.click(await screen.findByRole('button', { name: 'Dismiss notification' }))
    expect(region()).toBeEmptyDOMElement()
  })
})

describe('EnsureToastProvider', () => {
  it('reuses the page provider instead of adding a second live region', async () => {
    const user = setupUser()
    render(
      <ToastProvider>
        <EnsureToastProvider>
          <Trigger toast={{ title: 'Link Copied!' }} />
        </EnsureToastProvider>
      </ToastProvider>,
    )
    expect(screen.getAllByRole('status')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Notify' }))
    expect(await within(region()).findByText('Link Copied!')).toBeInTheDocument()
  })

  it('provides its own when the page has none', () => {
    render(
      <EnsureToastProvider>
        <Trigger toast={{ title: 'Link Copied!' }} />
      </EnsureToastProvider>,
    )
    expect(region()).toBeInTheDocument()
  })
})

describe('useToast', () => {
  it('explains what is missing outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Trigger toast={{ title: 'x' }} />)).toThrow(/ToastProvider/)
  })
})

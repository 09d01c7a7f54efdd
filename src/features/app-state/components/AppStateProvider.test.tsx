import { act, render, screen } from '@testing-library/react'

import { computeAppState, resetAppState } from '../app-state'
import { setBusinessState } from '../business-state'
import { AppStateProvider, useAppState, useBusinessState } from './AppStateProvider.client'
import { useSavingsRevision } from './app-state-context'

/** A stand-in for the browser's EventSource (jsdom has none), driven by the test. */
class FakeEventSource {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static instances: FakeEventSource[] = []
  readyState = FakeEventSource.CONNECTING
  private readonly listeners = new Map<string, Array<(event: Event) => void>>()

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this)
  }

  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }

  close() {
    this.readyState = FakeEventSource.CLOSED
  }

  emit(type: string, data?: unknown) {
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) })
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
}

const member = { id: 'usr_1', email: 'dana@brightsidebakery.com', emailVerified: true }
const memberState = computeAppState({ authUser: member, member: { firstName: 'Dana', lastName: 'Ruiz' } })
const plusState = computeAppState({
  authUser: member,
  member: { firstName: 'Dana', lastName: 'Ruiz', businessAccountId: '42' },
})
const plusBusiness = setBusinessState({
  id: '42',
  vendorAccounts: [{ key: 'DELL_ACCOUNT', vendorAccountNumber: 'D-1' }],
})

function Probe() {
  const appState = useAppState()
  const businessState = useBusinessState()
  return (
    <dl>
      <dt>type</dt>
      <dd data-testid="type">{appState.userType}</dd>
      <dt>status</dt>
      <dd data-testid="status">{appState.appStatus}</dd>
      <dt>target</dt>
      <dd data-testid="target">{businessState.targetStatus.join(',')}</dd>
      <dt>checked</dt>
      <dd data-testid="checked">{String(businessState.bizStateChecked)}</dd>
    </dl>
  )
}

beforeEach(() => {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('AppStateProvider', () => {
  it("renders the server's state, and opens no stream for a visitor", () => {
    render(
      <AppStateProvider initialAppState={resetAppState()}>
        <Probe />
      </AppStateProvider>,
    )
    expect(screen.getByTestId('status')).toHaveTextContent('LOGGED_OUT')
    expect(screen.getByTestId('checked')).toHaveTextContent('true')
    expect(FakeEventSource.instances).toHaveLength(0)
  })

  it('follows /api/live for a member and replaces the state on each state event', () => {
    render(
      <AppStateProvider initialAppState={memberState}>
        <Probe />
      </AppStateProvider>,
    )
    expect(screen.getByTestId('type')).toHaveTextContent('MEMBER')
    expect(screen.getByTestId('checked')).toHaveTextContent('false')
    const [source] = FakeEventSource.instances
    expect(source.url).toBe('/api/live')

    act(() => source.emit('state', { appState: plusState, businessState: plusBusiness }))
    expect(screen.getByTestId('type')).toHaveTextContent('PLUS')
    expect(screen.getByTestId('target')).toHaveTextContent('EA,DELL_ACCOUNT,FEDEX_NO,ODP_NO')
  })

  it("counts the stream's savings events, which leave the state as it was", () => {
    function SavingsProbe() {
      return <output data-testid="savings">{useSavingsRevision()}</output>
    }
    render(
      <AppStateProvider initialAppState={plusState} initialBusinessState={plusBusiness}>
        <Probe />
        <SavingsProbe />
      </AppStateProvider>,
    )
    expect(screen.getByTestId('savings')).toHaveTextContent('0')
    const [source] = FakeEventSource.instances
    act(() => source.emit('savings', {}))
    act(() => source.emit('savings', {}))
    expect(screen.getByTestId('savings')).toHaveTextContent('2')
    expect(screen.getByTestId('type')).toHaveTextContent('PLUS')
    expect(screen.getByTestId('target')).toHaveTextContent('EA,DELL_ACCOUNT,FEDEX_NO,ODP_NO')
  })

  it('clears the business state and stops following on sign-out', () => {
    render(
      <AppStateProvider initialAppState={plusState} initialBusinessState={plusBusiness}>
        <Probe />
      </AppStateProvider>,
    )
    const [source] = FakeEventSource.instances
    act(() => source.emit('state', { appState: resetAppState(), businessState: setBusinessState(null) }))
    expect(screen.getByTestId('status')).toHaveTextContent('LOGGED_OUT')
    expect(screen.getByTestId('target')).toHaveTextContent('')
    expect(screen.getByTestId('checked')).toHaveTextContent('false')
    expect(source.readyState).toBe(FakeEventSource.CLOSED)
  })

  it('opens the stream again after the server closed it, while still signed in', async () => {
    vi.useFakeTimers()
    const fetchMe = vi.fn(async () => Response.json({ appState: memberState, businessState: setBusinessState(null) }))
    vi.stubGlobal('fetch', fetchMe)
    render(
      <AppStateProvider initialAppState={memberState}>
        <Probe />
      </AppStateProvider>,
    )
    const [first] = FakeEventSource.instances
    first.readyState = FakeEventSource.CLOSED
    act(() => first.emit('error'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(fetchMe).toHaveBeenCalledWith('/api/me', expect.objectContaining({ cache: 'no-store' }))
    expect(FakeEventSource.instances).toHaveLength(2)
  })

  it('adopts a new server render', () => {
    const { rerender } = render(
      <AppStateProvider initialAppState={memberState}>
        <Probe />
      </AppStateProvider>,
    )
    rerender(
      <AppStateProvider initialAppState={plusState} initialBusinessState={plusBusiness}>
        <Probe />
      </AppStateProvider>,
    )
    expect(screen.getByTestId('type')).toHaveTextContent('PLUS')
    expect(screen.getByTestId('target')).toHaveTextContent('DELL_ACCOUNT')
  })

  it('says where it must be used', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Probe />)).toThrow('useAppState() must be used inside <AppStateProvider>.')
  })
})

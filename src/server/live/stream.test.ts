import type { LiveEvent } from './listener'
import { type StateLoad, createStateStream } from './stream'

interface TestState {
  appState: { uid: string | null; businessAccountId: string | null }
  n: number
}

function setup({ heartbeatMs = 60_000 } = {}) {
  let subscriber: ((event: LiveEvent) => void) | null = null
  let unsubscribed = 0
  let active = true
  let current: TestState = { appState: { uid: 'usr_1', businessAccountId: '42' }, n: 1 }
  const load = vi.fn(async (): Promise<StateLoad<TestState>> =>
    active
      ? { state: current, isActive: true }
      : { state: { appState: { uid: null, businessAccountId: null }, n: 0 }, isActive: false },
  )
  const abort = new AbortController()
  const stream = createStateStream<TestState>({
    memberId: 'usr_1',
    load,
    isActive: async () => active,
    subscribe: async (fn) => {
      subscriber = fn
      return () => {
        unsubscribed += 1
      }
    },
    signal: abort.signal,
    heartbeatMs,
    coalesceMs: 5,
  })
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const readUntil = async (pattern: RegExp) => {
    while (!pattern.test(text)) {
      const { done, value } = await reader.read()
      if (done) return { text, done: true }
      text += decoder.decode(value)
    }
    return { text, done: false }
  }
  return {
    load,
    abort,
    reader,
    readUntil,
    emit: (event: LiveEvent) => subscriber?.(event),
    setState: (next: TestState) => {
      current = next
    },
    endSession: () => {
      active = false
    },
    unsubscribedCount: () => unsubscribed,
  }
}

const stateEvents = (text: string) => text.match(/event: state\ndata: .*\n\n/g) ?? []
const savingsEvents = (text: string) => text.match(/event: savings\ndata: \{\}\n\n/g) ?? []
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('createStateStream', () => {
  it('sends the retry delay and the current state first', async () => {
    const t = setup()
    const { text } = await t.readUntil(/event: state/)
    expect(text.startsWith('retry: 3000\n\n')).toBe(true)
    expect(stateEvents(text)).toEqual([
      `event: state\ndata: ${JSON.stringify({ appState: { uid: 'usr_1', businessAccountId: '42' }, n: 1 })}\n\n`,
    ])
    t.abort.abort()
  })

  it("re-reads on the member's or their business account's notice, and sends only changes", async () => {
    const t = setup()
    await t.readUntil(/event: state/)
    t.emit({ type: 'notice', notice: { memberId: 'usr_2' } })
    t.emit({ type: 'notice', notice: { businessAccountId: '7' } })
    await wait(20)
    expect(t.load).toHaveBeenCalledTimes(1)

    t.emit({ type: 'notice', notice: { memberId: 'usr_1' } })
    await wait(20)
    expect(t.load).toHaveBeenCalledTimes(2)

    t.setState({ appState: { uid: 'usr_1', businessAccountId: '42' }, n: 2 })
    t.emit({ type: 'notice', notice: { businessAccountId: '42' } })
    t.emit({ type: 'notice', notice: { memberId: 'usr_1' } })
    const { text } = await t.readUntil(/"n":2/)
    expect(stateEvents(text)).toHaveLength(2)
    expect(t.load).toHaveBeenCalledTimes(3)
    t.abort.abort()
  })

  it("tells of a change to its business's orders once per re-read, after the state, and of no other business's", async () => {
    const t = setup()
    await t.readUntil(/event: state/)
    t.emit({ type: 'notice', notice: { businessAccountId: '7', orders: true } })
    t.emit({ type: 'notice', notice: { businessAccountId: '42' } })
    await wait(20)
    expect(t.load).toHaveBeenCalledTimes(2)

    t.emit({ type: 'notice', notice: { businessAccountId: '42', orders: true } })
    t.emit({ type: 'notice', notice: { businessAccountId: '42', orders: true } })
    t.setState({ appState: { uid: 'usr_1', businessAccountId: '42' }, n: 4 })
    const { text } = await t.readUntil(/event: savings/)
    expect(savingsEvents(text)).toHaveLength(1)
    expect(text.indexOf('"n":4')).toBeLessThan(text.indexOf('event: savings'))
    expect(t.load).toHaveBeenCalledTimes(3)

    // The state is unchanged this time: the savings are told all the same.
    t.emit({ type: 'notice', notice: { businessAccountId: '42', orders: true } })
    const next = await t.readUntil(/(event: savings[\s\S]*){2}/)
    expect(savingsEvents(next.text)).toHaveLength(2)
    expect(stateEvents(next.text)).toHaveLength(2)
    t.abort.abort()
  })

  it('tells of an order announced while the state is read with the read after it', async () => {
    const t = setup()
    await t.readUntil(/event: state/)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    t.load.mockImplementationOnce(async () => {
      await held
      return { state: { appState: { uid: 'usr_1', businessAccountId: '42' }, n: 1 }, isActive: true }
    })
    t.emit({ type: 'notice', notice: { memberId: 'usr_1' } })
    await wait(20)
    t.emit({ type: 'notice', notice: { businessAccountId: '42', orders: true } })
    await wait(20)
    release()
    const { text } = await t.readUntil(/event: savings/)
    expect(savingsEvents(text)).toHaveLength(1)
    expect(t.load).toHaveBeenCalledTimes(3)
    t.abort.abort()
  })

  it("tells a member's business of possibly missed orders on resync; a member without one, nothing", async () => {
    const t = setup()
    await t.readUntil(/event: state/)
    t.emit({ type: 'resync' })
    await t.readUntil(/event: savings/)

    const loner = setup()
    loner.setState({ appState: { uid: 'usr_1', businessAccountId: null }, n: 1 })
    await loner.readUntil(/event: state/)
    loner.emit({ type: 'resync' })
    loner.emit({ type: 'notice', notice: { businessAccountId: '42', orders: true } })
    await wait(20)
    expect(loner.load).toHaveBeenCalledTimes(2)
    loner.abort.abort()
    const { text } = await loner.readUntil(/$^/)
    expect(savingsEvents(text)).toHaveLength(0)
    t.abort.abort()
  })

  it('re-reads on resync', async () => {
    const t = setup()
    await t.readUntil(/event: state/)
    t.setState({ appState: { uid: 'usr_1', businessAccountId: '42' }, n: 3 })
    t.emit({ type: 'resync' })
    await t.readUntil(/"n":3/)
    t.abort.abort()
  })

  it('sends a heartbeat comment, and ends with the logged-out state when the session is gone', async () => {
    const t = setup({ heartbeatMs: 10 })
    await t.readUntil(/event: state/)
    await t.readUntil(/: heartbeat\n\n/)
    t.endSession()
    const { text, done } = await t.readUntil(/"uid":null/)
    expect(text).toContain('"uid":null')
    expect(done || (await t.reader.read()).done).toBe(true)
    expect(t.unsubscribedCount()).toBe(1)
  })

  it('unsubscribes when the client goes away', async () => {
    const t = setup()
    await t.readUntil(/event: state/)
    t.abort.abort()
    expect(t.unsubscribedCount()).toBe(1)
    expect((await t.reader.read()).done).toBe(true)
  })
})

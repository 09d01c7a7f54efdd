// @vitest-environment jsdom
import { createHash } from 'node:crypto'

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  EARLY_ADDRESS_GLOBAL,
  EARLY_CLICK_SCRIPT,
  EARLY_CLICK_SCRIPT_HASH,
  HYDRATED_ATTRIBUTE,
  restoreEarlyFragment,
} from './early-clicks'

/** Marks a button as React marks the elements it renders, and gives it its handler. */
function render(button: HTMLButtonElement, onClick: () => void) {
  Object.assign(button, { [`__reactProps$${Math.random().toString(36).slice(2)}`]: { onClick } })
  button.addEventListener('click', onClick)
}

/** What HydrationMark does once React has committed the page. */
function commitPage() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
}

/** A button React has rendered in a page it has committed. */
function hydrate(button: HTMLButtonElement, onClick: () => void) {
  render(button, onClick)
  commitPage()
}

function addButton(attributes: Record<string, string> = {}): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value)
  button.innerHTML = '<svg><path d="M0 0"></path></svg><span>Menu</span>'
  document.body.append(button)
  return button
}

describe('the early-click script', () => {
  beforeAll(() => {
    // The script registers one listener on the document, as it does once in each page.
    new Function(EARLY_CLICK_SCRIPT)()
  })

  afterEach(() => {
    vi.useRealTimers()
    document.body.replaceChildren()
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE)
  })

  it('is allowed by the hash the policy carries', () => {
    const digest = createHash('sha256').update(EARLY_CLICK_SCRIPT, 'utf8').digest('base64')
    expect(EARLY_CLICK_SCRIPT_HASH).toBe(`'sha256-${digest}'`)
  })

  it('holds a click made before hydration and replays it once React has the button', () => {
    vi.useFakeTimers()
    const button = addButton()
    const seenByPage = vi.fn()
    document.addEventListener('click', seenByPage)
    // A click on the icon inside the button, as a tap usually lands.
    const early = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.querySelector('path')!.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    expect(seenByPage).not.toHaveBeenCalled()

    vi.advanceTimersByTime(500)
    const onClick = vi.fn()
    hydrate(button, onClick)
    expect(onClick).not.toHaveBeenCalled()
    vi.advanceTimersByTime(50)
    expect(onClick).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1_000)
    expect(onClick).toHaveBeenCalledTimes(1)
    document.removeEventListener('click', seenByPage)
  })

  it('keeps holding a click while React has rendered the button but not yet committed the page', () => {
    // A render that waits for a chunk (a block's browser part) has set the props, but React would
    // still drop the click: it is replayed only once the page is committed.
    vi.useFakeTimers()
    const button = addButton()
    const rendered = vi.fn()
    render(button, rendered)
    const early = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    vi.advanceTimersByTime(1_000)
    expect(rendered).not.toHaveBeenCalled()
    commitPage()
    vi.advanceTimersByTime(50)
    expect(rendered).toHaveBeenCalledTimes(1)
  })

  it('replays two taps on the same button once', () => {
    vi.useFakeTimers()
    const button = addButton()
    button.click()
    button.click()
    const onClick = vi.fn()
    hydrate(button, onClick)
    vi.advanceTimersByTime(100)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('drops a held click after 5 seconds, and one whose button left the page', () => {
    vi.useFakeTimers()
    const late = addButton()
    const removed = addButton()
    late.click()
    removed.click()
    removed.remove()
    vi.advanceTimersByTime(5_100)
    const onLate = vi.fn()
    const onRemoved = vi.fn()
    hydrate(late, onLate)
    hydrate(removed, onRemoved)
    vi.advanceTimersByTime(1_000)
    expect(onLate).not.toHaveBeenCalled()
    expect(onRemoved).not.toHaveBeenCalled()
  })

  it('leaves alone hydrated buttons, submit buttons, popover buttons, disabled buttons and anything not a button', () => {
    const hydrated = addButton()
    const onClick = vi.fn()
    hydrate(hydrated, onClick)
    const submit = addButton()
    submit.type = 'submit'
    const menu = addButton()
    menu.setAttribute('popovertarget', 'site-menu')
    const link = document.createElement('a')
    link.href = '#main'
    document.body.append(link)
    for (const target of [hydrated, submit, menu, link]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true })
      target.dispatchEvent(event)
      expect(event.defaultPrevented).toBe(false)
    }
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})

describe('an in-page link followed before React has committed the page', () => {
  const store = window as unknown as Record<string, unknown>

  /** A window at `address` whose history records what is written to it. */
  function windowAt(address: string, early?: string) {
    const win = { location: new URL(address), history: { replaceState: vi.fn() } } as Record<string, unknown>
    if (early !== undefined) win[EARLY_ADDRESS_GLOBAL] = early
    return win as unknown as Window & { history: { replaceState: ReturnType<typeof vi.fn> } }
  }

  afterEach(() => {
    delete store[EARLY_ADDRESS_GLOBAL]
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE)
    window.history.replaceState(null, '', '/')
  })

  it('is kept by the script until the page is committed, and not after', () => {
    window.history.replaceState(null, '', '/#apply')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(store[EARLY_ADDRESS_GLOBAL]).toBe('http://localhost:3000/#apply')

    commitPage()
    window.history.replaceState(null, '', '/#faq')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(store[EARLY_ADDRESS_GLOBAL]).toBe('http://localhost:3000/#apply')
  })

  it("goes back on the address when Next's router wrote the page's address without it", () => {
    const win = windowAt(
      'http://localhost:3000/community/grant-competition',
      'http://localhost:3000/community/grant-competition#apply',
    )
    restoreEarlyFragment(win)
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '#apply')
    expect(EARLY_ADDRESS_GLOBAL in win).toBe(false)
  })

  it('leaves the address alone when it kept a fragment, moved to another page or none was followed', () => {
    for (const [address, early] of [
      [
        'http://localhost:3000/community/grant-competition#faq',
        'http://localhost:3000/community/grant-competition#apply',
      ],
      ['http://localhost:3000/community/grant-competition', undefined],
      ['http://localhost:3000/home', 'http://localhost:3000/community/grant-competition#apply'],
      ['http://localhost:3000/home', 'http://localhost:3000/home?utm_source=newsletter#apply'],
      ['http://localhost:3000/home', 'http://127.0.0.1:3000/home#apply'],
      ['http://localhost:3000/home', 'http://localhost:3000/home'],
      ['http://localhost:3000/home', 'not an address'],
    ] as const) {
      const win = windowAt(address, early)
      restoreEarlyFragment(win)
      expect(win.history.replaceState, `${early} at ${address}`).not.toHaveBeenCalled()
    }
  })
})

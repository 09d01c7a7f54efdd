import { act, fireEvent, render, screen } from '@testing-library/react'
import { vi } from 'vitest'

import { Link } from '@/components/Link'

import { LinkNavigator } from './LinkNavigator.client'

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => router }))

/** Whether the browser would have followed the click itself (nothing prevented its default). */
let followedByBrowser: boolean | null = null
function recordBrowserDefault(event: MouseEvent) {
  followedByBrowser = !event.defaultPrevented
  // jsdom cannot load pages: stop it trying, after the navigator has had its turn.
  event.preventDefault()
}

function renderLinks() {
  const view = render(
    <>
      <LinkNavigator />
      <Link href="/community/grant-competition" className="cta">
        Grant competition
      </Link>
      <Link href="/about-us#faq">About us FAQ</Link>
      <Link href="/privacy" prefetch={false}>
        Privacy
      </Link>
      <Link href="/onboard/sign-up" target="_blank">
        Sign up in a new tab
      </Link>
      <Link href="/resources/budget.xlsx">Budget template</Link>
      <Link href="/cms-api/media/file/plan.pdf" download>
        Marketing plan
      </Link>
      <Link href="/admin">Admin</Link>
      <Link href="https://www.fedex.com/en-us/home.html">FedEx</Link>
      <Link href="/dashboard" onClick={(event) => event.preventDefault()}>
        Menu item
      </Link>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an anchor not made by Link stays the browser's */}
      <a href="/legal/disclaimer">Disclaimer</a>
    </>,
  )
  window.addEventListener('click', recordBrowserDefault)
  return view
}

const link = (name: string) => screen.getByRole('link', { name })

describe('Link', () => {
  it('is a plain anchor the server draws, marked as the site’s, with the caller’s props', () => {
    render(
      <>
        <Link href="/community/grant-competition" className="cta" aria-current="page">
          Grant competition
        </Link>
        <Link href="/privacy" prefetch={false}>
          Privacy
        </Link>
      </>,
    )
    const anchor = link('Grant competition')
    expect(anchor.tagName).toBe('A')
    expect(anchor).toHaveAttribute('href', '/community/grant-competition')
    expect(anchor).toHaveAttribute('data-site-link', '')
    expect(anchor).toHaveClass('cta')
    expect(anchor).toHaveAttribute('aria-current', 'page')
    expect(link('Privacy')).toHaveAttribute('data-site-link', 'no-prefetch')
  })
})

describe('LinkNavigator', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    router.push.mockClear()
    router.prefetch.mockClear()
    followedByBrowser = null
  })
  afterEach(() => {
    window.removeEventListener('click', recordBrowserDefault)
    vi.useRealTimers()
  })

  it('follows a click on one of the site’s links through the router, fragment included', () => {
    renderLinks()
    fireEvent.click(link('Grant competition'))
    expect(router.push).toHaveBeenCalledWith('/community/grant-competition')
    expect(followedByBrowser).toBe(false)
    fireEvent.click(link('About us FAQ'))
    expect(router.push).toHaveBeenLastCalledWith('/about-us#faq')
  })

  it('leaves to the browser modified clicks, other targets, downloads, files, other origins and non-pages', () => {
    renderLinks()
    fireEvent.click(link('Grant competition'), { ctrlKey: true })
    fireEvent.click(link('Grant competition'), { metaKey: true })
    fireEvent.click(link('Grant competition'), { shiftKey: true })
    for (const name of ['Sign up in a new tab', 'Budget template', 'Marketing plan', 'Admin', 'FedEx', 'Disclaimer']) {
      followedByBrowser = null
      fireEvent.click(link(name))
      expect(followedByBrowser, name).toBe(true)
    }
    expect(router.push).not.toHaveBeenCalled()
  })

  it('leaves alone a link whose own handler took the click', () => {
    renderLinks()
    fireEvent.click(link('Menu item'))
    expect(router.push).not.toHaveBeenCalled()
  })

  it('fetches the whole page once the pointer rests on a link, not when it only passes over', () => {
    renderLinks()
    fireEvent.mouseOver(link('Grant competition'))
    act(() => vi.advanceTimersByTime(40))
    fireEvent.mouseOut(link('Grant competition'), { relatedTarget: document.body })
    act(() => vi.advanceTimersByTime(500))
    expect(router.prefetch, 'passing over').not.toHaveBeenCalled()

    fireEvent.mouseOver(link('Grant competition'))
    act(() => vi.advanceTimersByTime(65))
    expect(router.prefetch).toHaveBeenCalledWith('/community/grant-competition', { kind: 'full' })
  })

  it('fetches at once on keyboard focus or a touch, without the fragment, and never for prefetch={false}', () => {
    renderLinks()
    fireEvent.focusIn(link('About us FAQ'))
    expect(router.prefetch).toHaveBeenLastCalledWith('/about-us', { kind: 'full' })
    fireEvent.touchStart(link('Grant competition'))
    expect(router.prefetch).toHaveBeenLastCalledWith('/community/grant-competition', { kind: 'full' })
    router.prefetch.mockClear()

    fireEvent.focusIn(link('Privacy'))
    fireEvent.mouseOver(link('Privacy'))
    act(() => vi.advanceTimersByTime(100))
    fireEvent.focusIn(link('FedEx'))
    fireEvent.focusIn(link('Disclaimer'))
    expect(router.prefetch).not.toHaveBeenCalled()
  })

  it('stops listening when it unmounts', () => {
    const view = renderLinks()
    view.unmount()
    render(<Link href="/community/grant-competition">Grant competition</Link>)
    fireEvent.click(link('Grant competition'))
    expect(router.push).not.toHaveBeenCalled()
  })
})

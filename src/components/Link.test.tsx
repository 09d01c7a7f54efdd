import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { vi } from 'vitest'

import { Link } from './Link'

// next/link as the wrapper drives it: what matters here is the prefetch it is given.
vi.mock('next/link', () => ({
  default: ({
    prefetch,
    href,
    children,
    ...props
  }: ComponentProps<'a'> & { prefetch?: boolean | null; href: string }) => (
    <a href={href} data-prefetch={String(prefetch)} {...props}>
      {children}
    </a>
  ),
}))

const link = () => screen.getByRole('link', { name: 'Grant competition' })

describe('Link', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('fetches nothing while the visitor only reads the page', () => {
    render(<Link href="/community/grant-competition">Grant competition</Link>)
    expect(link()).toHaveAttribute('data-prefetch', 'false')
  })

  it('fetches the whole page once the pointer rests on the link, not when it only passes over', () => {
    render(<Link href="/community/grant-competition">Grant competition</Link>)
    fireEvent.mouseEnter(link())
    act(() => vi.advanceTimersByTime(40))
    fireEvent.mouseLeave(link())
    act(() => vi.advanceTimersByTime(500))
    expect(link(), 'passing over').toHaveAttribute('data-prefetch', 'false')

    fireEvent.mouseEnter(link())
    act(() => vi.advanceTimersByTime(65))
    expect(link(), 'resting on it').toHaveAttribute('data-prefetch', 'true')
  })

  it('fetches the page at once on keyboard focus or a touch', () => {
    render(
      <>
        <Link href="/community/grant-competition">Grant competition</Link>
        <Link href="/about-us">About us</Link>
      </>,
    )
    fireEvent.focus(link())
    expect(link()).toHaveAttribute('data-prefetch', 'true')
    const about = screen.getByRole('link', { name: 'About us' })
    fireEvent.touchStart(about)
    expect(about).toHaveAttribute('data-prefetch', 'true')
  })

  it('keeps prefetch={false} and the caller’s own handlers', () => {
    const handlers = { onMouseEnter: vi.fn(), onMouseLeave: vi.fn(), onFocus: vi.fn(), onTouchStart: vi.fn() }
    render(
      <Link href="/community/grant-competition" prefetch={false} {...handlers}>
        Grant competition
      </Link>,
    )
    fireEvent.mouseEnter(link())
    act(() => vi.advanceTimersByTime(100))
    fireEvent.mouseLeave(link())
    fireEvent.focus(link())
    fireEvent.touchStart(link())
    expect(link()).toHaveAttribute('data-prefetch', 'false')
    for (const handler of Object.values(handlers)) expect(handler).toHaveBeenCalledTimes(1)
  })
})

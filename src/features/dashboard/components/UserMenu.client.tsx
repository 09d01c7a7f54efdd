'use client'

import { ChevronDown } from '@/components/icons/chevron-down'
import { UserRound } from '@/components/icons/user-round'
import { Link } from '@/components/Link'
import { usePathname } from 'next/navigation'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import { cx } from '@/components/ui/cx'
import { useIsHydrated } from '@/components/ui/use-is-hydrated'
import { type AppState, getDisplayName, getInitials } from '@/features/app-state/app-state'

import { type MenuItem, USER_MENU_ITEMS, menuLabel } from '../navigation'

/** Only a signed-in member has a user menu (spec section 2). */
export function hasUserMenu(state: AppState): boolean {
  return state.appStatus === 'LOGGED_IN' && Boolean(state.uid)
}

/**
 * The dashboard user menu: an avatar with the member's initials opening a menu of links
 * (labels uppercase). A menu button: arrow keys move between items, Escape closes and returns
 * focus to the button, and choosing an item or clicking elsewhere closes it.
 */
export function UserMenu({ appState, items = USER_MENU_ITEMS }: { appState: AppState; items?: readonly MenuItem[] }) {
  const pathname = usePathname()
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  // Navigating anywhere closes the menu: it remembers the page it was opened on.
  const isOpen = openedOn !== null && openedOn === pathname
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([])
  const pendingFocus = useRef<number | null>(null)
  // The stored dashboard is shared by an audience; initials are derived from the name written in
  // per viewer, so they are drawn in the browser, over an icon (docs/decisions/017-page-templates.md).
  const inBrowser = useIsHydrated()

  const open = (focusIndex: number) => {
    pendingFocus.current = focusIndex
    setOpenedOn(pathname ?? '')
  }
  const close = (returnFocus: boolean) => {
    setOpenedOn(null)
    if (returnFocus) buttonRef.current?.focus()
  }

  useEffect(() => {
    if (!isOpen) return
    if (pendingFocus.current !== null) {
      itemRefs.current[pendingFocus.current]?.focus()
      pendingFocus.current = null
    }
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpenedOn(null)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [isOpen])

  if (!hasUserMenu(appState)) return null

  const initials = getInitials(appState)
  const name = getDisplayName(appState, appState.email ?? '')

  const focusItem = (index: number) => {
    const count = items.length
    itemRefs.current[((index % count) + count) % count]?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      open(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      open(items.length - 1)
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement)
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        focusItem(current + 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        focusItem(current - 1)
        break
      case 'Home':
        event.preventDefault()
        focusItem(0)
        break
      case 'End':
        event.preventDefault()
        focusItem(items.length - 1)
        break
      case 'Escape':
        event.preventDefault()
        close(true)
        break
      case 'Tab':
        close(false)
        break
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => (isOpen ? close(false) : open(0))}
        onKeyDown={onButtonKeyDown}
        className="flex min-h-10 items-center gap-1 rounded-full p-1 text-ink hover:bg-surface"
      >
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          {inBrowser && initials ? initials : <UserRound className="size-5" />}
        </span>
        {/* Named in words rather than by aria-label, so the name and what is seen do not disagree. */}
        <span className="sr-only">{name ? `Account menu for ${name}` : 'Account menu'}</span>
        <ChevronDown aria-hidden="true" className={cx('size-4 transition-transform', isOpen && 'rotate-180')} />
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label="My account"
        hidden={!isOpen}
        onKeyDown={onMenuKeyDown}
        className="absolute top-full right-0 z-10 mt-2 w-56 rounded-xl border border-line bg-white py-2 shadow-lg"
      >
        {items.map((item, index) => (
          <li key={item.id} role="none">
            <Link
              ref={(element) => {
                itemRefs.current[index] = element
              }}
              href={item.slug}
              role="menuitem"
              tabIndex={-1}
              onClick={() => close(false)}
              className="block px-4 py-2.5 text-sm font-semibold tracking-wide text-ink hover:bg-surface focus-visible:bg-surface"
            >
              {menuLabel(item)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

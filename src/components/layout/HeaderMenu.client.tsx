'use client'

import { Menu } from '@/components/icons/menu'
import { X } from '@/components/icons/x'
import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

/**
 * The top bar's one interactive part: the Menu button and the panel it opens. Everything it shows
 * is drawn on the server (src/components/layout/SiteHeader.tsx) and handed in, so the browser
 * carries the button's state and not the header's links, logo and button styles.
 */
export function HeaderMenu({ home, highlighted, menu }: { home: ReactNode; highlighted: ReactNode; menu: ReactNode }) {
  // The menu remembers the page it was opened on, so navigating anywhere closes it.
  const pathname = usePathname()
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const isOpen = openedOn === pathname
  const setIsOpen = (open: boolean) => setOpenedOn(open ? pathname : null)
  const panelId = useId()
  const barRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenedOn(null)
    const onPointer = (event: PointerEvent) => {
      if (barRef.current && !barRef.current.contains(event.target as Node)) setOpenedOn(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [isOpen])

  return (
    <div ref={barRef} className="relative mx-auto h-nav max-w-topbar px-4">
      <nav aria-label="Main" className="flex h-full items-center justify-between gap-2">
        {home}
        <ul className="flex items-center gap-1 sm:gap-2">
          {highlighted}
          {menu && (
            <li>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setIsOpen(!isOpen)}
                className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink hover:bg-surface"
              >
                {isOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
                {/* On a phone the icon alone, so Sign Up and Log In keep one line each. */}
                <span className="max-sm:sr-only">Menu</span>
              </button>
            </li>
          )}
        </ul>
        {menu && (
          <div
            id={panelId}
            hidden={!isOpen}
            className="absolute inset-x-0 top-full max-h-[calc(100vh-var(--spacing-nav))] overflow-y-auto border-b border-line bg-white shadow-lg lg:rounded-b-2xl"
          >
            {menu}
          </div>
        )}
      </nav>
    </div>
  )
}

'use client'

import { ExternalLink } from '@/components/icons/external-link'
import { Menu } from '@/components/icons/menu'
import { X } from '@/components/icons/x'
import { Link } from '@/components/Link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { buttonClasses } from '@/components/ui/button-classes'
import { cx } from '@/components/ui/cx'
import { TrackerMount } from '@/features/tracking/components/TrackerMount.client'

import { Logo } from './Logo'

export interface NavLink {
  id: string
  label: string
  url: string
  isExternal: boolean
}

export interface NavEntry extends NavLink {
  isHighlighted: boolean
  children: NavLink[]
}

function NavAnchor({ link, className }: { link: NavLink; className?: string }) {
  if (link.isExternal) {
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer" className={className}>
        {link.label}
        <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link href={link.url} className={className}>
      {link.label}
    </Link>
  )
}

/**
 * Fixed top bar (max width 1024px, z-index 999, 68px high). Highlighted items (Sign Up, Log In or
 * Log Out) stay in the bar; every other item sits, in the CMS order, in the menu panel.
 */
export function HeaderBar({ entries, productName }: { entries: NavEntry[]; productName: string }) {
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

  const highlighted = entries.filter((entry) => entry.isHighlighted)
  const menuEntries = entries.filter((entry) => !entry.isHighlighted)

  return (
    <header className="fixed inset-x-0 top-0 z-(--z-topbar) border-b border-line bg-white/95 backdrop-blur">
      <TrackerMount />
      <div ref={barRef} className="relative mx-auto h-nav max-w-topbar px-4">
        <nav aria-label="Main" className="flex h-full items-center justify-between gap-2">
          <Link href="/" className="shrink-0 rounded-md">
            <Logo productName={productName} fitOnPhones />
          </Link>
          <ul className="flex items-center gap-1 sm:gap-2">
            {highlighted.map((entry, index) => (
              <li key={entry.id}>
                <NavAnchor
                  link={entry}
                  className={buttonClasses(index === 0 ? 'primary' : 'text', 'light', undefined, 'compact')}
                />
              </li>
            ))}
            {menuEntries.length > 0 && (
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
          <div
            id={panelId}
            hidden={!isOpen}
            className="absolute inset-x-0 top-full max-h-[calc(100vh-var(--spacing-nav))] overflow-y-auto border-b border-line bg-white shadow-lg lg:rounded-b-2xl"
          >
            <ul className="grid gap-x-8 gap-y-1 p-4 md:grid-cols-2 lg:grid-cols-3">
              {menuEntries.map((entry) => (
                <li key={entry.id} className={cx(entry.children.length > 0 && 'md:row-span-3')}>
                  <NavAnchor link={entry} className="block rounded-lg px-3 py-2 font-semibold hover:bg-surface" />
                  {entry.children.length > 0 && (
                    <ul className="mb-2 ml-3 border-l border-line pl-2">
                      {entry.children.map((child) => (
                        <li key={child.id}>
                          <NavAnchor link={child} className="block rounded-lg px-3 py-1.5 text-sm text-muted hover:bg-surface hover:text-ink" />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
    </header>
  )
}

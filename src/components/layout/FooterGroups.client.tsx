'use client'

import { ChevronDown } from '@/components/icons/chevron-down'
import { Link } from '@/components/Link'
import { useId, useState } from 'react'

import { cx } from '@/components/ui/cx'

export interface FooterGroup {
  id: string
  title: string
  links: { id: string; label: string; url: string; isExternal: boolean; size: 'sm' | 'md' }[]
}

function Group({ group }: { group: FooterGroup }) {
  const [isOpen, setIsOpen] = useState(false)
  const listId = useId()
  return (
    <nav aria-label={group.title} className="border-b border-white/15 md:border-0">
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
        {/* Below md the heading is an accordion toggle; from md up every group stays open. */}
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center justify-between py-4 text-left md:hidden"
        >
          {group.title}
          <ChevronDown aria-hidden="true" className={cx('size-5 transition-transform', isOpen && 'rotate-180')} />
        </button>
        <span className="hidden pb-3 md:block">{group.title}</span>
      </h2>
      <ul id={listId} className={cx('flex-col gap-2 pb-4 md:flex', isOpen ? 'flex' : 'hidden')}>
        {group.links.map((link) => (
          <li key={link.id}>
            {link.isExternal ? (
              <a href={link.url} target="_blank" rel="noopener noreferrer" className={cx('text-white/80 hover:text-white hover:underline', link.size === 'sm' && 'text-sm')}>
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <Link href={link.url} className={cx('text-white/80 hover:text-white hover:underline', link.size === 'sm' && 'text-sm')}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function FooterGroups({ groups }: { groups: FooterGroup[] }) {
  return (
    <div className="grid md:grid-cols-2 md:gap-8 lg:grid-cols-4">
      {groups.map((group) => (
        <Group key={group.id} group={group} />
      ))}
    </div>
  )
}

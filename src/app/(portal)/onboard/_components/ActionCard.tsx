import { ArrowRight } from '@/components/icons/arrow-right'
import { ExternalLink } from '@/components/icons/external-link'
import { type IconComponent } from '@/components/icons/svg'
import { Link } from '@/components/Link'

import { buttonClassName } from '@/components/ui/button-styles'
import { isExternalUrl } from '@/lib/navigation'

export interface ActionCardProps {
  icon: IconComponent
  title: string
  copy: string
  cta: string
  href: string
}

/** One next step on a confirmation screen: what it is and a button to it (external links open a new tab). */
export function ActionCard({ icon: Icon, title, copy, cta, href }: ActionCardProps) {
  const isExternal = isExternalUrl(href)
  const className = buttonClassName('primary', 'light', 'self-start min-h-10 px-5 text-sm')
  return (
    <li className="flex gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600"
      >
        <Icon className="size-6" />
      </span>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-bold text-brand-900">{title}</h2>
        <p className="text-sm text-muted">{copy}</p>
        {isExternal ? (
          <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
            {cta}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <Link href={href} className={className}>
            {cta}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </li>
  )
}

/** The list of next steps under a confirmation heading. */
export function ActionCards({ cards }: { cards: ActionCardProps[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {cards.map((card) => (
        <ActionCard key={card.title} {...card} />
      ))}
    </ul>
  )
}

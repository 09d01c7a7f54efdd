import { ArrowLeft } from '@/components/icons/arrow-left'
import { ArrowRight } from '@/components/icons/arrow-right'
import { ArrowUp } from '@/components/icons/arrow-up'
import { Link } from '@/components/Link'

import { type ButtonTone, buttonClassName } from '@/components/ui/button-styles'
import { cn } from '@/components/ui/cn'
import type { AppState } from '@/features/app-state/app-state'
import { type ResolvedButton, resolveButton } from '@/lib/buttons'
import type { ButtonConfigs } from '@/payload-types'

import { ActionButton } from './ActionButton.client'
import { getButtonPageContext } from './page-context'

interface ButtonGroupProps {
  buttons: ButtonConfigs | undefined
  viewer: AppState
  tone?: ButtonTone
  className?: string
  pageFileUrl?: string | null
  /** The page's onboarding pathway, for '[onboard]'; defaults to the page's (see page-context.ts). */
  pathwaySlug?: string | null
}

const icons = { arrowForward: ArrowRight, arrowUp: ArrowUp, arrowBack: ArrowLeft } as const

function ButtonIcon({ icon }: { icon: ResolvedButton['icon'] }) {
  if (!icon || icon === 'custom') return null
  const Icon = icons[icon]
  return <Icon aria-hidden="true" className="size-5" />
}

function ButtonContent({ button }: { button: ResolvedButton }) {
  return (
    <>
      {button.iconPlacement === 'LEFT' && <ButtonIcon icon={button.icon} />}
      <span>{button.label}</span>
      {button.iconPlacement === 'RIGHT' && <ButtonIcon icon={button.icon} />}
      {button.isExternal && <span className="sr-only"> (opens in a new tab)</span>}
    </>
  )
}

/** Tracking attributes of a link button: which button, for which user type (the tracker reads them). */
function trackAttributes(button: ResolvedButton, userType: string) {
  return {
    'data-track-id': button.id,
    'data-track-label': button.label,
    'data-track-href': button.href ?? undefined,
    'data-track-context': `button:${userType}`,
  }
}

function ButtonItem({ button, tone, userType }: { button: ResolvedButton; tone: ButtonTone; userType: string }) {
  const className = buttonClassName(button.variant, tone)
  if (button.isDisabled) {
    return (
      <span role="link" aria-disabled="true" className={className}>
        <ButtonContent button={button} />
      </span>
    )
  }
  if (button.href && button.event?.type !== 'CLICK_DOWNLOAD') {
    if (button.isExternal || button.isAnchor) {
      return (
        <a
          href={button.href}
          target={button.target ?? undefined}
          rel={button.rel ?? undefined}
          className={className}
          {...trackAttributes(button, userType)}
        >
          <ButtonContent button={button} />
        </a>
      )
    }
    return (
      <Link href={button.href} className={className} {...trackAttributes(button, userType)}>
        <ButtonContent button={button} />
      </Link>
    )
  }
  return (
    <ActionButton
      event={button.event}
      action={button.action}
      trackId={button.id}
      label={button.label}
      className={className}
    >
      <ButtonContent button={button} />
    </ActionButton>
  )
}

/**
 * The buttons of a block, resolved for the viewer's user type (label, destination and note per
 * type, GUEST as fallback, hideButtonIf). Renders nothing while the session is loading.
 */
export function ButtonGroup({
  buttons,
  viewer,
  tone = 'light',
  className,
  pageFileUrl,
  pathwaySlug,
}: ButtonGroupProps) {
  if (viewer.appStatus === 'LOADING' || !buttons?.length) return null
  const page = getButtonPageContext()
  const context = {
    userType: viewer.userType,
    groupData: viewer.groupData,
    email: viewer.email,
    uid: viewer.uid,
    pathwaySlug: pathwaySlug ?? page.pathwaySlug,
    pageFileUrl: pageFileUrl ?? page.pageFileUrl,
  }
  const resolved = buttons
    .map((button, index) => resolveButton({ ...button, id: button.id ?? String(index) }, context))
    .filter((button): button is ResolvedButton => button !== null)
  if (!resolved.length) return null
  return (
    <div className={cn('flex flex-wrap items-start gap-4', className)}>
      {resolved.map((button) => (
        <div key={button.id} className="flex flex-col gap-1">
          <ButtonItem button={button} tone={tone} userType={viewer.userType} />
          {button.info && (
            <p className={cn('px-2 text-sm', tone === 'dark' ? 'text-white/80' : 'text-muted')}>{button.info}</p>
          )}
        </div>
      ))}
    </div>
  )
}

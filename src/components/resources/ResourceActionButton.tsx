import { Link } from '@/components/Link'

import { resourceAction, resourceActionLabel } from '@/cards/ResourceCard/Component'
import { type ButtonTone, type ButtonVariant, buttonClassName } from '@/components/ui/button-styles'
import type { Resource } from '@/payload-types'

import { ResourceDownloadButton } from './lazy-resource-download-button.client'
import { ResourceSourceLink } from './ResourceSourceLink'

export interface ResourceActionButtonProps {
  resource: Resource
  variant?: ButtonVariant
  tone?: ButtonTone
  className?: string
}

/**
 * A resource's call to action, labelled by resourceCtaLabel ('Download' by default): its first
 * file downloaded with the working flag; with no file, its source address opened in a new tab;
 * with neither, its page.
 */
export function ResourceActionButton({
  resource,
  variant = 'primary',
  tone = 'light',
  className,
}: ResourceActionButtonProps) {
  const action = resourceAction(resource)
  const label = resourceActionLabel(resource)
  const classes = buttonClassName(variant, tone, className)
  if (action.kind === 'download') {
    return (
      <ResourceDownloadButton
        url={action.href}
        fileName={action.fileName}
        label={label}
        srSuffix={resource.resourceCardTitle}
        variant={variant}
        tone={tone}
        className={className}
      />
    )
  }
  if (action.kind === 'source') {
    return (
      <ResourceSourceLink href={action.href} label={label} title={resource.resourceCardTitle} className={classes} />
    )
  }
  return (
    <Link href={action.href} className={classes}>
      <span>{label}</span>
      <span className="sr-only"> – {resource.resourceCardTitle}</span>
    </Link>
  )
}

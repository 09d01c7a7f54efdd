import { ButtonGroup } from '@/components/buttons/ButtonGroup'
import type { AppState } from '@/features/app-state/app-state'
import type { SideCard as SideCardDoc } from '@/payload-types'

import { type CardBaseProps, CardMedia, CardShell, Heading } from '../shared/card'

/** A card beside a dynamic block's cards: image, title, subtitle and one call to action for the viewer. */
export function SideCard({
  doc,
  viewer,
  size,
  headingLevel,
  className,
}: CardBaseProps & { doc: SideCardDoc; viewer: AppState }) {
  return (
    <CardShell kind="side" size={size} className={className}>
      <CardMedia media={doc.homeSideCardMedia} />
      <div className="flex flex-1 flex-col gap-2 p-6">
        <Heading level={headingLevel}>{doc.homeSideCardTitle}</Heading>
        {doc.homeSideCardSubtitle && <p className="text-muted">{doc.homeSideCardSubtitle}</p>}
        <ButtonGroup buttons={doc.homeSideCardCta} viewer={viewer} className="mt-auto pt-2" />
      </div>
    </CardShell>
  )
}

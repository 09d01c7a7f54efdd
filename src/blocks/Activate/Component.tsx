import { cn } from '@/components/ui/cn'
import type { ActivateBlock as ActivateBlockData } from '@/payload-types'
import { getPublishedFormForBlock } from '@/server/forms/definitions'

import { ActivateForm } from '../lazy-blocks.client'
import { contactUrlOf } from '../ConnectedForm/Component'
import { mutedTextClass } from '../shared/layer'
import { BlockHeading, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

/** Spec 4 "Activate block": a headline and a button that opens a builder form. */
export async function ActivateBlock({ block, isDashboard, isFirst }: BlockProps<ActivateBlockData>) {
  const definition = await getPublishedFormForBlock(block.form)
  if (!definition) return null
  const headingId = `activate-${block.id ?? definition.formSlug}`
  return (
    <BlockSection blockType="activate" isDashboard={isDashboard} layerStyle={block.layerStyle} labelledBy={block.headline ? headingId : undefined}>
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        {block.headline && (
          <BlockHeading id={headingId} isFirst={isFirst} isDashboard={isDashboard}>
            {block.headline}
          </BlockHeading>
        )}
        {block.subheadline && <p className={cn('text-lg', mutedTextClass(block.layerStyle))}>{block.subheadline}</p>}
        <ActivateForm definition={definition} contactUrl={contactUrlOf(definition)} />
      </div>
    </BlockSection>
  )
}

import { RichText } from '@/components/RichText'
import { cn } from '@/components/ui/cn'
import type { BuilderFormDefinition } from '@/features/forms/builder'
import { LazyBuilderForm as BuilderForm } from '@/features/forms/components/lazy-forms.client'
import type { ConnectedFormBlock as ConnectedFormBlockData } from '@/payload-types'
import { env } from '@/server/env'
import { getPublishedFormForBlock } from '@/server/forms/definitions'

import { layerClasses, mutedTextClass } from '../shared/layer'
import { BlockHeading, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

/** Where a builder form's Contact Us goes: its own address, its call to action, else the help centre. */
export function contactUrlOf(definition: BuilderFormDefinition): string {
  return definition.formContactUrl || definition.formExternalCta || env.HELP_CENTER_URL
}

/**
 * Spec 2 "Connected form module": optional headline, subheadline and copy above a builder form.
 * The published definition is read on the server; a form that is unpublished or deleted leaves
 * the block out rather than showing a form that cannot be sent.
 */
export async function ConnectedFormBlock({ block, isDashboard, isFirst }: BlockProps<ConnectedFormBlockData>) {
  const definition = await getPublishedFormForBlock(block.form)
  if (!definition) return null
  const headingId = `connected-form-${block.id ?? definition.formSlug}`
  const layerStyle = definition.formLayerStyle ?? 'light'
  return (
    <BlockSection
      blockType="connectedForm"
      isDashboard={isDashboard}
      layerStyle={block.layerStyle}
      labelledBy={block.headline ? headingId : undefined}
    >
      <div id={block.anchor || undefined} className="mx-auto flex max-w-2xl scroll-mt-24 flex-col gap-6">
        {(block.headline || block.subheadline || block.copy) && (
          <div className="flex flex-col gap-3">
            {block.headline && (
              <BlockHeading id={headingId} isFirst={isFirst} isDashboard={isDashboard}>
                {block.headline}
              </BlockHeading>
            )}
            {block.subheadline && (
              <p className={cn('text-lg', mutedTextClass(block.layerStyle))}>{block.subheadline}</p>
            )}
            {block.copy && <RichText data={block.copy} className={mutedTextClass(block.layerStyle)} />}
          </div>
        )}
        <div className={cn('flex flex-col gap-4 rounded-2xl border border-line p-6 md:p-8', layerClasses(layerStyle))}>
          {(definition.formTitle || definition.formSubtitle) && (
            <div className="flex flex-col gap-1">
              {definition.formTitle && <h3 className="text-xl font-bold">{definition.formTitle}</h3>}
              {definition.formSubtitle && <p className={mutedTextClass(layerStyle)}>{definition.formSubtitle}</p>}
            </div>
          )}
          <BuilderForm definition={definition} contactUrl={contactUrlOf(definition)} />
          {definition.formNote && <p className={cn('text-sm', mutedTextClass(layerStyle))}>{definition.formNote}</p>}
        </div>
      </div>
    </BlockSection>
  )
}

import { useId } from 'react'

import { cn } from '@/components/ui/cn'
import { LazySiteForm as SiteForm } from '@/features/forms/components/lazy-forms.client'
import type { SiteFormBlock as SiteFormBlockData } from '@/payload-types'
import { env } from '@/server/env'

import { layerClasses, mutedTextClass } from '../shared/layer'
import { BlockHeading, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

/** A site form in a card, under an optional headline, at its anchor (#apply, #request). */
export function SiteFormBlock({ block, isDashboard, isFirst }: BlockProps<SiteFormBlockData>) {
  const headingId = useId()
  return (
    <BlockSection blockType="siteForm" isDashboard={isDashboard} labelledBy={block.headline ? headingId : undefined}>
      <div
        id={block.anchor || undefined}
        className={cn(
          'mx-auto flex max-w-card-max scroll-mt-24 flex-col gap-4 rounded-2xl border border-line p-8',
          layerClasses(block.layerStyle),
        )}
      >
        {block.headline && (
          <BlockHeading
            id={headingId}
            isFirst={isFirst}
            isDashboard={isDashboard}
            className="text-2xl font-bold md:text-2xl"
          >
            {block.headline}
          </BlockHeading>
        )}
        {block.subheadline && <p className={mutedTextClass(block.layerStyle)}>{block.subheadline}</p>}
        <SiteForm
          kind={block.formKind}
          pageSource={block.pageSource}
          submitLabel={block.submitLabel || 'Submit'}
          isRedirect={block.isRedirect !== false}
          confirmMessage={block.confirmMessage}
          contactUrl={block.contactUrl || env.HELP_CENTER_URL}
        />
        {block.formNote && <p className={cn('text-sm', mutedTextClass(block.layerStyle))}>{block.formNote}</p>}
      </div>
    </BlockSection>
  )
}

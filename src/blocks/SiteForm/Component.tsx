import { cn } from '@/components/ui/cn'
import { LazySiteForm as SiteForm } from '@/features/forms/components/lazy-forms.client'
import type { SiteFormBlock as SiteFormBlockData } from '@/payload-types'
import { env } from '@/server/env'

import { mutedTextClass } from '../shared/layer'
import { CardBlock } from '../shared/section'
import type { BlockProps } from '../types'

/** A site form in a card, under an optional headline, at its anchor (#apply, #request). */
export function SiteFormBlock({ block, isDashboard, isFirst }: BlockProps<SiteFormBlockData>) {
  return (
    <CardBlock
      blockType="siteForm"
      block={block}
      isDashboard={isDashboard}
      isFirst={isFirst}
      anchor={block.anchor || undefined}
    >
      <SiteForm
        kind={block.formKind}
        pageSource={block.pageSource}
        submitLabel={block.submitLabel || 'Submit'}
        isRedirect={block.isRedirect !== false}
        confirmMessage={block.confirmMessage}
        contactUrl={block.contactUrl || env.HELP_CENTER_URL}
      />
      {block.formNote && <p className={cn('text-sm', mutedTextClass(block.layerStyle))}>{block.formNote}</p>}
    </CardBlock>
  )
}

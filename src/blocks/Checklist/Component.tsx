import { CircleCheck } from '@/components/icons/circle-check'
import { useId } from 'react'

import { ButtonGroup } from '@/components/buttons/ButtonGroup'
import { RichText } from '@/components/RichText'
import { cn } from '@/components/ui/cn'
import type { ChecklistBlock as ChecklistBlockData } from '@/payload-types'

import { isDarkLayer, mutedTextClass } from '../shared/layer'
import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

/** A headline over a list of points, each marked with a check. */
export function ChecklistBlock({ block, viewer, isDashboard, isFirst }: BlockProps<ChecklistBlockData>) {
  const headingId = useId()
  const isDark = isDarkLayer(block.layerStyle)
  return (
    <BlockSection blockType="checklist" isDashboard={isDashboard} layerStyle={block.layerStyle} labelledBy={headingId}>
      <BlockHeader
        headline={block.headline}
        subheadline={block.subheadline}
        headingId={headingId}
        isFirst={isFirst}
        isDashboard={isDashboard}
        layerStyle={block.layerStyle}
      />
      <RichText
        data={block.richText}
        className={cn('-mt-4 mb-6 max-w-3xl text-lg', mutedTextClass(block.layerStyle))}
      />
      <ul className={cn('grid gap-x-10 gap-y-4', block.columns === '2' && 'md:grid-cols-2')}>
        {block.items.map((item, index) => (
          <li key={item.id ?? index} className="flex items-start gap-3">
            <CircleCheck
              aria-hidden="true"
              className={cn('mt-0.5 size-6 shrink-0', isDark ? 'text-accent-400' : 'text-success')}
            />
            <div className="flex flex-col gap-1">
              <span className={cn('text-lg', item.detail && 'font-semibold')}>{item.text}</span>
              {item.detail && <span className={mutedTextClass(block.layerStyle)}>{item.detail}</span>}
            </div>
          </li>
        ))}
      </ul>
      <ButtonGroup buttons={block.buttons} viewer={viewer} tone={isDark ? 'dark' : 'light'} className="mt-8" />
    </BlockSection>
  )
}

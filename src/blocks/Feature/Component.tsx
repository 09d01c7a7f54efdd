import { useId } from 'react'

import { ButtonGroup } from '@/components/buttons/ButtonGroup'
import { Media } from '@/components/Media'
import { RichText } from '@/components/RichText'
import { cn } from '@/components/ui/cn'
import type { FeatureBlock as FeatureBlockData } from '@/payload-types'

import { featureIcon } from '../shared/icons'
import { isDarkLayer, mutedTextClass } from '../shared/layer'
import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

// Whole class names, so Tailwind finds them in the source.
const columnClasses = {
  '2': 'lg:grid-cols-2',
  '3': 'lg:grid-cols-3',
  '4': 'lg:grid-cols-4',
} as const

/** Features in a grid: an icon or image, a headline and short copy each. */
export function FeatureBlock({ block, viewer, isDashboard, isFirst }: BlockProps<FeatureBlockData>) {
  const headingId = useId()
  const isDark = isDarkLayer(block.layerStyle)
  const ItemHeading = block.headline ? 'h3' : 'h2'
  return (
    <BlockSection
      blockType="feature"
      isDashboard={isDashboard}
      layerStyle={block.layerStyle}
      labelledBy={block.headline ? headingId : undefined}
    >
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
        className={cn(
          'mb-8 max-w-3xl text-lg',
          (block.headline || block.subheadline) && '-mt-4',
          mutedTextClass(block.layerStyle),
        )}
      />
      <ul className={cn('grid gap-8 sm:grid-cols-2', columnClasses[block.columns] ?? columnClasses['3'])}>
        {block.items.map((item, index) => {
          const Icon = featureIcon(item.icon)
          return (
            <li key={item.id ?? index} className="flex flex-col gap-3">
              {item.media ? (
                <Media
                  media={item.media}
                  sizes="(min-width: 1024px) 300px, (min-width: 480px) 50vw, 100vw"
                  className="rounded-xl"
                />
              ) : (
                Icon && (
                  <span
                    className={cn(
                      'flex size-12 items-center justify-center rounded-xl',
                      isDark ? 'bg-white/10 text-accent-400' : 'bg-brand-50 text-brand-600',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                )
              )}
              <ItemHeading className="text-xl font-bold">{item.headline}</ItemHeading>
              {item.copy && <p className={mutedTextClass(block.layerStyle)}>{item.copy}</p>}
            </li>
          )
        })}
      </ul>
      <ButtonGroup buttons={block.buttons} viewer={viewer} tone={isDark ? 'dark' : 'light'} className="mt-10" />
    </BlockSection>
  )
}

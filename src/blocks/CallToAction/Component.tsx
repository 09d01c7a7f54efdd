import { ButtonGroup } from '@/components/buttons/ButtonGroup'
import { RichText } from '@/components/RichText'
import { cn } from '@/components/ui/cn'
import { isButtonShown } from '@/lib/buttons'
import type { CallToActionBlock as CallToActionData } from '@/payload-types'

import type { BlockProps } from '../types'

const surfaces = {
  light: 'bg-white text-ink border border-line',
  brand: 'bg-brand-600 text-white',
  dark: 'bg-brand-900 text-white',
} as const

/**
 * A call to action whose every button is hidden from this visitor has nothing to ask of them
 * (a "Not a member yet?" shown to a member), so it is not shown at all.
 */
function asksNothingOf(block: CallToActionData, viewer: BlockProps<CallToActionData>['viewer']): boolean {
  const buttons = block.buttons ?? []
  if (!buttons.length || viewer.appStatus === 'LOADING') return false
  return !buttons.some((button) => isButtonShown(button, viewer.userType))
}

export function CallToActionBlock({ block, viewer, isFirst, isDashboard }: BlockProps<CallToActionData>) {
  if (asksNothingOf(block, viewer)) return null
  const style = block.layerStyle ?? 'brand'
  const isDark = style !== 'light'
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className={cn('py-10', isDashboard ? 'px-4' : '')} data-block="callToAction">
      <div className={cn(isDashboard ? 'w-full' : 'container-content')}>
        <div
          className={cn(
            'flex flex-col gap-6 rounded-2xl p-8 md:flex-row md:flex-wrap md:items-center md:justify-between md:p-10',
            surfaces[style],
          )}
        >
          {/* Text and buttons share a row while both fit (at 20rem of text); with larger text the buttons go below. */}
          <div className="flex max-w-xl flex-col gap-3 md:flex-1 md:basis-80">
            <Heading className="text-2xl font-bold text-balance md:text-3xl">{block.headline}</Heading>
            <RichText data={block.richText} className={isDark ? 'text-white/90' : 'text-muted'} />
          </div>
          <ButtonGroup buttons={block.buttons} viewer={viewer} tone={isDark ? 'dark' : 'light'} className="max-w-full shrink-0" />
        </div>
      </div>
    </section>
  )
}

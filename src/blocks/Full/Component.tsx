import { useId } from 'react'

import { ButtonGroup } from '@/components/buttons/ButtonGroup'
import { Media } from '@/components/Media'
import { RichText } from '@/components/RichText'
import { cn } from '@/components/ui/cn'
import type { FullBlock as FullBlockData } from '@/payload-types'

import { BlockHeading } from '../shared/section'
import type { BlockProps } from '../types'

const overlays = {
  dark: { className: 'bg-brand-900/75', isDark: true },
  brand: { className: 'bg-brand-700/80', isDark: true },
  light: { className: 'bg-white/85', isDark: false },
} as const

/** A full-bleed section: background media under a tint, with the text on top. */
export function FullBlock({ block, viewer, isDashboard, isFirst }: BlockProps<FullBlockData>) {
  const headingId = useId()
  const overlay = overlays[block.overlay] ?? overlays.dark
  const isCentered = block.contentAlign === 'center'
  return (
    <section
      data-block="full"
      aria-labelledby={headingId}
      className={cn(isDashboard && 'dashboard-gutter py-4', overlay.isDark ? 'text-white' : 'text-ink')}
    >
      <div
        className={cn(
          'relative isolate flex min-h-[420px] items-center overflow-hidden md:min-h-[520px]',
          isDashboard && 'min-h-[320px] rounded-2xl md:min-h-[380px]',
        )}
      >
        <Media
          media={block.media}
          sizes="100vw"
          priority={isFirst}
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
        <div aria-hidden="true" className={cn('absolute inset-0 -z-10', overlay.className)} />
        <div
          className={cn(
            'flex flex-col gap-5 py-16',
            isDashboard ? 'w-full px-6 md:px-10' : 'container-content',
            isCentered && 'items-center text-center',
          )}
        >
          <div className={cn('flex max-w-2xl flex-col gap-4', isCentered && 'items-center')}>
            <BlockHeading id={headingId} isFirst={isFirst} isDashboard={isDashboard}>
              {block.headline}
            </BlockHeading>
            {block.subheadline && <p className="text-xl font-semibold">{block.subheadline}</p>}
            <RichText
              data={block.richText}
              className={cn('text-lg', overlay.isDark ? 'text-white/90' : 'text-muted')}
            />
            <ButtonGroup
              buttons={block.buttons}
              viewer={viewer}
              tone={overlay.isDark ? 'dark' : 'light'}
              className={cn('mt-2', isCentered && 'justify-center')}
            />
          </div>
        </div>
      </div>
    </section>
  )
}

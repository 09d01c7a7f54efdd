import { ButtonGroup } from '@/components/buttons/ButtonGroup'
import { Media } from '@/components/Media'
import { RichText } from '@/components/RichText'
import { cn } from '@/components/ui/cn'
import type { HeroBlock as HeroBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

const surfaces = {
  light: 'bg-surface text-ink',
  brand: 'bg-brand-700 text-white',
  dark: 'bg-brand-900 text-white',
} as const

export function HeroBlock({ block, viewer, isFirst }: BlockProps<HeroBlockData>) {
  const style = block.layerStyle ?? 'light'
  const isDark = style !== 'light'
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className={cn('py-14 md:py-20', surfaces[style])} data-block="hero">
      <div className="container-content grid items-center gap-10 md:grid-cols-2">
        <div className={cn('flex flex-col gap-5', !block.media && 'md:col-span-2 md:max-w-3xl')}>
          {block.eyebrow && (
            <p
              className={cn(
                'text-sm font-semibold tracking-wide uppercase',
                isDark ? 'text-accent-400' : 'text-brand-600',
              )}
            >
              {block.eyebrow}
            </p>
          )}
          <Heading className="text-4xl leading-tight font-extrabold text-balance md:text-5xl">{block.headline}</Heading>
          <RichText data={block.richText} className={cn('text-lg', isDark ? 'text-white/90' : 'text-muted')} />
          <ButtonGroup buttons={block.buttons} viewer={viewer} tone={isDark ? 'dark' : 'light'} className="mt-2" />
        </div>
        {block.media && (
          <Media media={block.media} priority sizes="(min-width: 768px) 480px, 100vw" className="rounded-2xl" />
        )}
      </div>
    </section>
  )
}

import { type ComponentProps, type ComponentType, useId } from 'react'

import { ButtonGroup } from '@/components/buttons/ButtonGroup'
import { Media } from '@/components/Media'
import { RichText } from '@/components/RichText'
import { cn } from '@/components/ui/cn'
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder'
import type { DashboardHeroBlock as DashboardHeroBlockData } from '@/payload-types'

import { isDarkLayer, mutedTextClass } from '../shared/layer'
import { BlockHeading, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

import { dashboardGreeting } from './greeting'
import type { LiveGreeting } from './LiveGreeting.client'

/** The greeting's text in the browser: LiveGreeting, loaded on demand or with the page. */
export type GreetingComponent = ComponentType<ComponentProps<typeof LiveGreeting>>

/**
 * The dashboard's greeting with the member's first name; a placeholder while the session loads.
 * The block (./Component.tsx) loads its greeting's code on demand, since the CMS route can show it
 * on any page; the dashboard home, which always shows it, loads it with the page.
 */
export function DashboardHero({
  block,
  viewer,
  isDashboard,
  isFirst,
  Greeting,
}: BlockProps<DashboardHeroBlockData> & { Greeting: GreetingComponent }) {
  const headingId = useId()
  const isDark = isDarkLayer(block.layerStyle)
  const isLoading = viewer.appStatus === 'LOADING'
  return (
    <BlockSection
      blockType="dashboardHero"
      isDashboard={isDashboard}
      layerStyle={block.layerStyle}
      labelledBy={isLoading ? undefined : headingId}
    >
      {isLoading ? (
        <LoadingPlaceholder lines={3} className="py-2" />
      ) : (
        <div className="flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
          <div className="flex max-w-2xl flex-col gap-3">
            <BlockHeading id={headingId} isFirst={isFirst} isDashboard={isDashboard}>
              <Greeting greeting={block.greeting} initial={dashboardGreeting(block.greeting, viewer)} />
            </BlockHeading>
            {block.subheadline && (
              <p className={cn('text-lg font-semibold', isDark ? 'text-white' : 'text-brand-700')}>
                {block.subheadline}
              </p>
            )}
            <RichText data={block.richText} className={mutedTextClass(block.layerStyle)} />
            <ButtonGroup buttons={block.buttons} viewer={viewer} tone={isDark ? 'dark' : 'light'} className="mt-2" />
          </div>
          {block.media && (
            <Media
              media={block.media}
              sizes="(min-width: 768px) 320px, 100vw"
              className="rounded-2xl md:w-80 md:shrink-0"
              priority={isFirst}
            />
          )}
        </div>
      )}
    </BlockSection>
  )
}

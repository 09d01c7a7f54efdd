import { useId } from 'react'

import { cn } from '@/components/ui/cn'
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder'
import { type AppState, INDEX_USER_FIRST_NAME_FALLBACK, getFirstName } from '@/features/app-state/app-state'
import type { IndexUserBlock as IndexUserBlockData } from '@/payload-types'

import { isDarkLayer } from '../shared/layer'
import { BlockHeading, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

import { DEFAULT_INDEX_USER_GREETING } from './config'

/** 'Hello, Dana'; 'Guest' stands in for a viewer without a first name (spec section 6). */
export function indexUserGreeting(greeting: string | null | undefined, viewer: AppState): string {
  return `${greeting?.trim() || DEFAULT_INDEX_USER_GREETING}, ${getFirstName(viewer, INDEX_USER_FIRST_NAME_FALLBACK)}`
}

/** The index-user greeting; a placeholder while the session loads. */
export function IndexUserBlock({ block, viewer, isDashboard, isFirst }: BlockProps<IndexUserBlockData>) {
  const headingId = useId()
  const isLoading = viewer.appStatus === 'LOADING'
  return (
    <BlockSection
      blockType="indexUser"
      isDashboard={isDashboard}
      layerStyle={block.layerStyle}
      labelledBy={isLoading ? undefined : headingId}
    >
      {isLoading ? (
        <LoadingPlaceholder lines={1} className="py-2" />
      ) : (
        <div className="flex flex-col gap-2">
          <BlockHeading id={headingId} isFirst={isFirst} isDashboard={isDashboard}>
            {indexUserGreeting(block.greeting, viewer)}
          </BlockHeading>
          {block.subheadline && (
            <p className={cn('text-lg', isDarkLayer(block.layerStyle) ? 'text-white/90' : 'text-muted')}>
              {block.subheadline}
            </p>
          )}
        </div>
      )}
    </BlockSection>
  )
}

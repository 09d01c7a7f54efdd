import { Film } from '@/components/icons/film'
import { MessageCircle } from '@/components/icons/message-circle'
import { SmilePlus } from '@/components/icons/smile-plus'
import { Sparkles } from '@/components/icons/sparkles'
import { UserPlus } from '@/components/icons/user-plus'
import { Users } from '@/components/icons/users'
import { type IconComponent } from '@/components/icons/svg'
import { useId } from 'react'

import { cn } from '@/components/ui/cn'
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder'
import type { StatCardsBlock as StatCardsBlockData } from '@/payload-types'

import { BlockHeader, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

import type { StatId } from './stats'

const statIcons: Record<StatId, IconComponent> = {
  sparks: Sparkles,
  messages: MessageCircle,
  'new-members': UserPlus,
  'total-members': Users,
  gifs: Film,
  reactions: SmilePlus,
}

/** Community figures as cards; a loading placeholder while the session loads (spec section 4). */
export function StatCardsBlock({ block, viewer, isDashboard, isFirst }: BlockProps<StatCardsBlockData>) {
  const headingId = useId()
  const isLoading = viewer.appStatus === 'LOADING'
  return (
    <BlockSection
      blockType="statCards"
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
      {isLoading ? (
        <LoadingPlaceholder lines={2} />
      ) : (
        <dl className="grid grid-cols-1 gap-4 xs:grid-cols-2 md:grid-cols-3">
          {block.stats.map((stat, index) => {
            const Icon = statIcons[stat.statId] ?? Sparkles
            return (
              <div
                key={stat.id ?? index}
                data-stat={stat.statId}
                className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-5 text-ink shadow-sm"
              >
                <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                  <Icon aria-hidden="true" className={cn('size-5 text-brand-600')} />
                  {stat.title}
                </dt>
                <dd className="text-3xl font-extrabold text-brand-900">{stat.value}</dd>
              </div>
            )
          })}
        </dl>
      )}
    </BlockSection>
  )
}

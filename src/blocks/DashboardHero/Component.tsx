import type { DashboardHeroBlock as DashboardHeroBlockData } from '@/payload-types'

import { LiveGreeting } from '../lazy-blocks.client'
import type { BlockProps } from '../types'

import { DashboardHero } from './Hero'

/** The dashboard hero block, with its greeting's code loaded on demand (src/blocks/lazy-blocks.client.tsx). */
export function DashboardHeroBlock(props: BlockProps<DashboardHeroBlockData>) {
  return <DashboardHero {...props} Greeting={LiveGreeting} />
}

import { DashboardHero } from '@/blocks/DashboardHero/Hero'
import { LiveGreeting } from '@/blocks/DashboardHero/LiveGreeting.client'
import { DEFAULT_DASHBOARD_GREETING } from '@/blocks/DashboardHero/greeting'
import type { AppState } from '@/features/app-state/app-state'
import type { DashboardHeroBlock as DashboardHeroBlockData } from '@/payload-types'

const HERO_BLOCK: DashboardHeroBlockData = {
  blockType: 'dashboardHero',
  id: 'member-overview',
  layerStyle: 'brand',
  greeting: DEFAULT_DASHBOARD_GREETING,
}

/**
 * The dashboard home's greeting ('Welcome back, Dana'), rendered on the server and handed to
 * MemberOverview, so the hero block's code (rich text, media, buttons, class merging) stays out
 * of the browser. It greets the member the page was rendered for; the page is rendered for each
 * visit, so a name changed on the profile shows at the next one. Its greeting's code comes with the
 * page, not on demand as the CMS block's does.
 */
export function MemberOverviewHero({ viewer }: { viewer: AppState }) {
  return <DashboardHero block={HERO_BLOCK} viewer={viewer} isDashboard isFirst Greeting={LiveGreeting} />
}

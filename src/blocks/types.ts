import type { AppState } from '@/features/app-state/app-state'
import type { Page } from '@/payload-types'

export type PageBlock = Page['layout'][number]
export type BlockType = PageBlock['blockType']
export type BlockOfType<T extends BlockType> = Extract<PageBlock, { blockType: T }>

/** What every block component receives: its data, who is viewing, and the page it sits on. */
export interface BlockProps<B> {
  block: B
  viewer: AppState
  isDashboard: boolean
  /** The first block of a page renders its headline as the page's h1. */
  isFirst: boolean
  /** Site settings blocks read synchronously; the iframe embed uses the allow-list (empty when absent). */
  siteSettings?: BlockSiteSettings
}

/** The part of the site-settings global that blocks read. */
export interface BlockSiteSettings {
  iframeAllowList: string[]
}

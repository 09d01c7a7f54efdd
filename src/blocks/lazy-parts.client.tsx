'use client'

import dynamic from 'next/dynamic'

import type { ArticleListClient as EagerArticleListClient } from './ArticleList/Component.client'

/**
 * The blocks' browser parts, each in a chunk of its own. Every CMS page is one route whose page
 * can show any block, so a part imported directly would be in the script of every page; through
 * these, a page downloads only the parts of the blocks it shows. The server still renders each
 * part in place, and the page's HTML preloads its chunk. No `loading` option, for the reason given
 * in src/features/forms/components/lazy-forms.client.tsx (a Suspense boundary would stream the
 * part after the first HTML and shift the page).
 */
/** Typed as the part itself: next/dynamic's props type would drop its collection parameter. */
export const ArticleListClient = dynamic(() =>
  import('./ArticleList/Component.client').then((module) => module.ArticleListClient),
) as typeof EagerArticleListClient

export const CollapseCardList = dynamic(() =>
  import('./CollapseCards/Component.client').then((module) => module.CollapseCardList),
)

export const FaqAccordion = dynamic(() => import('./Faq/Component.client').then((module) => module.FaqAccordion))

export const ResourcePreviewDialog = dynamic(() =>
  import('./ResourcePreview/Component.client').then((module) => module.ResourcePreviewDialog),
)

export const ShareActions = dynamic(() => import('./ShareCard/Component.client').then((module) => module.ShareActions))

export const CardSlider = dynamic(() => import('./Slider/Component.client').then((module) => module.CardSlider))

export const TickerTrack = dynamic(() => import('./Ticker/Component.client').then((module) => module.TickerTrack))

export const ActivateForm = dynamic(() => import('./Activate/Component.client').then((module) => module.ActivateForm))

export const LiveGreeting = dynamic(() =>
  import('./DashboardHero/LiveGreeting.client').then((module) => module.LiveGreeting),
)

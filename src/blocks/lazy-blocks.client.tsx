'use client'

import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'

import type { ArticleListClient as ArticleListClientType } from './ArticleList/Component.client'

/**
 * The blocks' browser parts, each in a chunk of its own. The one CMS route can show any block, so
 * with plain imports every page downloaded every block's script (sliders, accordions, the share
 * buttons, the resource dialog and their icons); now a page downloads those of the blocks it
 * shows. The server still renders each part in place and the page's HTML loads its chunk with the
 * page's own (next/dynamic records what was rendered). No `loading` option, as in
 * src/features/forms/components/lazy-forms.client.tsx: it would add a Suspense boundary whose
 * content React streams after the first HTML, shifting the page when it appears.
 */
export const FaqAccordion = dynamic(() => import('./Faq/Component.client').then((module) => module.FaqAccordion))

export const ShareButtons = dynamic(() => import('./ShareCard/Component.client').then((module) => module.ShareButtons))

export const CardSlider = dynamic(() => import('./Slider/Component.client').then((module) => module.CardSlider))

export const TickerTrack = dynamic(() => import('./Ticker/Component.client').then((module) => module.TickerTrack))

export const CollapseCardList = dynamic(() =>
  import('./CollapseCards/Component.client').then((module) => module.CollapseCardList),
)

export const ResourcePreviewDialog = dynamic(() =>
  import('./ResourcePreview/Component.client').then((module) => module.ResourcePreviewDialog),
)

// The dashboard hero's greeting, which brings the app state's defaults (1 kB).
export const LiveGreeting = dynamic(() =>
  import('./DashboardHero/LiveGreeting.client').then((module) => module.LiveGreeting),
)

export const ActivateForm = dynamic(() => import('./Activate/Component.client').then((module) => module.ActivateForm))

// next/dynamic does not carry a generic component's type parameter; the list keeps its own.
export const ArticleListClient = dynamic(() =>
  import('./ArticleList/Component.client').then((module) => module.ArticleListClient as ComponentType<never>),
) as unknown as typeof ArticleListClientType

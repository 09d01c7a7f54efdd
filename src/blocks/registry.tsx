import type { ComponentType } from 'react'

import type { AppState } from '@/features/app-state/app-state'

import { ActivateBlock } from './Activate/Component'
import { ArticleListBlock } from './ArticleList/Component'
import { BaseBlock } from './Base/Component'
import { BenefitsRequestBlock } from './BenefitsRequest/Component'
import { CallToActionBlock } from './CallToAction/Component'
import { CardGridBlock } from './CardGrid/Component'
import { ChecklistBlock } from './Checklist/Component'
import { CollapseCardsBlock } from './CollapseCards/Component'
import { ConnectedFormBlock } from './ConnectedForm/Component'
import { DashboardHeroBlock } from './DashboardHero/Component'
import { IndexUserBlock } from './IndexUser/Component'
import { DynamicCardsBlock } from './DynamicCards/Component'
import { FaqBlock } from './Faq/Component'
import { FeatureBlock } from './Feature/Component'
import { FlipBlock } from './Flip/Component'
import { FullBlock } from './Full/Component'
import { HeroBlock } from './Hero/Component'
import { IframeEmbedBlock } from './IframeEmbed/Component'
import { ImagePanelBlock } from './ImagePanel/Component'
import { PartnerLogoHeaderBlock } from './PartnerLogoHeader/Component'
import { ProductCollectionBlock } from './ProductCollection/Component'
import { QuotePanelBlock } from './QuotePanel/Component'
import { ResourcePreviewBlock } from './ResourcePreview/Component'
import { ShareCardBlock } from './ShareCard/Component'
import { SiteFormBlock } from './SiteForm/Component'
import { SliderBlock } from './Slider/Component'
import { StatCardsBlock } from './StatCards/Component'
import { TickerBlock } from './Ticker/Component'
import type { BlockOfType, BlockProps, BlockSiteSettings, BlockType, PageBlock } from './types'

type Registry = { [T in BlockType]: ComponentType<BlockProps<BlockOfType<T>>> }

/** One typed entry per block slug: adding a block to the Pages config without a component fails typecheck. */
export const blockComponents: Registry = {
  hero: HeroBlock,
  callToAction: CallToActionBlock,
  base: BaseBlock,
  full: FullBlock,
  flip: FlipBlock,
  feature: FeatureBlock,
  checklist: ChecklistBlock,
  quotePanel: QuotePanelBlock,
  imagePanel: ImagePanelBlock,
  iframeEmbed: IframeEmbedBlock,
  shareCard: ShareCardBlock,
  siteForm: SiteFormBlock,
  connectedForm: ConnectedFormBlock,
  activate: ActivateBlock,
  benefitsRequest: BenefitsRequestBlock,
  dashboardHero: DashboardHeroBlock,
  indexUser: IndexUserBlock,
  collapseCards: CollapseCardsBlock,
  slider: SliderBlock,
  cardGrid: CardGridBlock,
  ticker: TickerBlock,
  partnerLogoHeader: PartnerLogoHeaderBlock,
  statCards: StatCardsBlock,
  faq: FaqBlock,
  dynamicCards: DynamicCardsBlock,
  articleList: ArticleListBlock,
  productCollection: ProductCollectionBlock,
  resourcePreview: ResourcePreviewBlock,
}

function BlockView<T extends BlockType>({
  block,
  ...rest
}: Omit<BlockProps<BlockOfType<T>>, 'block'> & { block: BlockOfType<T> }) {
  // TypeScript cannot correlate the union member with its registry entry; the mapped type above
  // guarantees they match, so this is the one place the component is widened.
  const Component = blockComponents[block.blockType as T] as ComponentType<BlockProps<BlockOfType<T>>>
  return <Component block={block} {...rest} />
}

export function RenderBlocks({
  blocks,
  viewer,
  isDashboard = false,
  siteSettings,
  isPageStart = true,
}: {
  blocks: PageBlock[]
  viewer: AppState
  isDashboard?: boolean
  /** False when the blocks follow a page's own title: then no block takes the h1. */
  isPageStart?: boolean
  /** From the site-settings global; the iframe embed block reads its allow-list. */
  siteSettings?: BlockSiteSettings
}) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView
          key={block.id ?? index}
          block={block}
          viewer={viewer}
          isDashboard={isDashboard}
          isFirst={isPageStart && index === 0}
          siteSettings={siteSettings}
        />
      ))}
    </>
  )
}

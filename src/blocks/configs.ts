import type { Block } from 'payload'

import { ActivateBlock } from './Activate/config'
import { BaseBlock } from './Base/config'
import { BenefitsRequestBlock } from './BenefitsRequest/config'
import { CallToActionBlock } from './CallToAction/config'
import { CardGridBlock } from './CardGrid/config'
import { ChecklistBlock } from './Checklist/config'
import { ConnectedFormBlock } from './ConnectedForm/config'
import { CollapseCardsBlock } from './CollapseCards/config'
import { DashboardHeroBlock } from './DashboardHero/config'
import { IndexUserBlock } from './IndexUser/config'
import { FaqBlock } from './Faq/config'
import { FeatureBlock } from './Feature/config'
import { FlipBlock } from './Flip/config'
import { FullBlock } from './Full/config'
import { IframeEmbedBlock } from './IframeEmbed/config'
import { ImagePanelBlock } from './ImagePanel/config'
import { PartnerLogoHeaderBlock } from './PartnerLogoHeader/config'
import { QuotePanelBlock } from './QuotePanel/config'
import { ShareCardBlock } from './ShareCard/config'
import { SiteFormBlock } from './SiteForm/config'
import { SliderBlock } from './Slider/config'
import { StatCardsBlock } from './StatCards/config'
import { TickerBlock } from './Ticker/config'
import { HeroBlock } from './Hero/config'
import { ArticleListBlock } from './ArticleList/config'
import { DynamicCardsBlock } from './DynamicCards/config'
import { ProductCollectionBlock } from './ProductCollection/config'
import { ResourcePreviewBlock } from './ResourcePreview/config'

/** Every block an operator can place on a page. Components are mapped in ./registry.tsx. */
export const pageBlocks: Block[] = [
  HeroBlock,
  CallToActionBlock,
  // Layout blocks
  BaseBlock,
  FullBlock,
  FlipBlock,
  FeatureBlock,
  ChecklistBlock,
  QuotePanelBlock,
  ImagePanelBlock,
  IframeEmbedBlock,
  ShareCardBlock,
  SiteFormBlock,
  ConnectedFormBlock,
  ActivateBlock,
  BenefitsRequestBlock,
  DashboardHeroBlock,
  IndexUserBlock,
  CollapseCardsBlock,
  SliderBlock,
  CardGridBlock,
  TickerBlock,
  PartnerLogoHeaderBlock,
  StatCardsBlock,
  FaqBlock,
  // Collection documents
  DynamicCardsBlock,
  ArticleListBlock,
  ProductCollectionBlock,
  ResourcePreviewBlock,
]

import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

afterEach(() => cleanup())

// The blocks load their browser parts through next/dynamic (src/blocks/lazy-blocks.client.tsx),
// which renders a part only once its chunk has loaded; the unit tests render the parts themselves.
// That each part is a chunk of its own, rendered in place, is checked end to end
// (tests/e2e/performance.spec.ts and the interactive blocks' tests).
vi.mock('@/blocks/lazy-blocks.client', async () => {
  const [faq, share, slider, ticker, collapse, resource, greeting, activate, articles] = await Promise.all([
    import('@/blocks/Faq/Component.client'),
    import('@/blocks/ShareCard/Component.client'),
    import('@/blocks/Slider/Component.client'),
    import('@/blocks/Ticker/Component.client'),
    import('@/blocks/CollapseCards/Component.client'),
    import('@/blocks/ResourcePreview/Component.client'),
    import('@/blocks/DashboardHero/LiveGreeting.client'),
    import('@/blocks/Activate/Component.client'),
    import('@/blocks/ArticleList/Component.client'),
  ])
  return {
    FaqAccordion: faq.FaqAccordion,
    ShareButtons: share.ShareButtons,
    CardSlider: slider.CardSlider,
    TickerTrack: ticker.TickerTrack,
    CollapseCardList: collapse.CollapseCardList,
    ResourcePreviewDialog: resource.ResourcePreviewDialog,
    LiveGreeting: greeting.LiveGreeting,
    ActivateForm: activate.ActivateForm,
    ArticleListClient: articles.ArticleListClient,
  }
})

// The download button is loaded the same way (src/components/resources/lazy-resource-download-button.client.ts).
vi.mock(
  '@/components/resources/lazy-resource-download-button.client',
  () => import('@/components/resources/ResourceDownloadButton.client'),
)

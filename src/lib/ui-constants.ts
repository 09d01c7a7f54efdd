/**
 * Layout figures, timings and labels that the blocks' browser parts use. Kept apart from
 * constants.ts (which re-exports them) so that a part importing a breakpoint does not download the
 * forms' option lists with it (issue 10's script budgets).
 */

// ---------------------------------------------------------------------------
// Breakpoints and layout (px)

export const BREAKPOINTS = { xs: 320, sm: 480, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const
export type Breakpoint = keyof typeof BREAKPOINTS

/** Flip blocks swap media and text, and media order applies, from this width up. */
export const FLIP_BREAKPOINT = 672

export const LAYOUT = {
  cardMaxWidth: 470,
  cardWidth: 268,
  formMinWidth: 268,
  formMaxWidth: 470,
  buttonMinHeight: 46,
  buttonMinWidth: 50,
  navHeight: 68,
  footerHeight: 351,
  contentMaxWidth: 964,
  sideNavCollapsedWidth: 64,
  sideNavExpandedWidth: 224,
  pageMinHeight: 600,
  /** The public top bar is fixed at this width and stacking order (spec section 2). */
  topBarMaxWidth: 1024,
  topBarZIndex: 999,
} as const

/** Non-SVG responsive media without a ratio use 5/3. */
export const DEFAULT_IMAGE_RATIO = 5 / 3
export const DEFAULT_LOGO_SIZE = { width: 130, height: 50 } as const

/** Card slider: slides per view from each minimum width up. */
export const SLIDER_SLIDES_PER_VIEW = [
  { minWidth: 280, slides: 1 },
  { minWidth: 480, slides: 2 },
  { minWidth: 672, slides: 3 },
  { minWidth: 1024, slides: 4 },
] as const
export const SLIDER_SPACING = 24

export const TICKER = { cardWidth: 250, gap: 16, speedFactorPerCard: 4 } as const
export const PRODUCT_GRID = { minColumnWidth: 210, cardMinWidth: 200, cardMaxWidth: 300 } as const
/** Benefit and vendor copy clamp to 5 lines, collapse card headlines to 2. */
export const LINE_CLAMP = { cardCopy: 5, collapseHeadline: 2 } as const

// ---------------------------------------------------------------------------
// Timing (ms)

export const COPY_FEEDBACK_MS = 2000

// ---------------------------------------------------------------------------
// Labels

export const RESOURCE_DOWNLOAD_LABEL = 'Download'
export const RESOURCE_PREVIEW_LABEL = 'PREVIEW'
export const COLLAPSE_LINK_LABEL = 'Learn More'
export const PARTNER_HEADER = 'In partnership with'
export const DEFAULT_RESOURCE_TAG = 'EA'
export const DEFAULT_DOWNLOAD_FILE_NAME = 'supportDoc.pdf'

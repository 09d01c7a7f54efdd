import { TICKER } from '@/lib/ui-constants'

/** Each half of the loop must be wider than the widest screen, so the seam never shows. */
export const TICKER_MIN_HALF_WIDTH = 1920

export interface TickerLayout {
  /** Copies of the item list in each half of the loop. */
  copiesPerHalf: number
  /** How long one half takes to pass: speed factor seconds per card (default 4). */
  durationMs: number
}

/** Copies and duration of an endless ticker of `count` items, 250px wide with 16px gaps. */
export function getTickerLayout(count: number, speedFactor: number | null | undefined): TickerLayout {
  if (count <= 0) return { copiesPerHalf: 0, durationMs: 0 }
  const secondsPerCard = speedFactor && speedFactor > 0 ? speedFactor : TICKER.speedFactorPerCard
  const listWidth = count * (TICKER.cardWidth + TICKER.gap)
  const copiesPerHalf = Math.max(1, Math.ceil(TICKER_MIN_HALF_WIDTH / listWidth))
  return { copiesPerHalf, durationMs: count * copiesPerHalf * secondsPerCard * 1000 }
}

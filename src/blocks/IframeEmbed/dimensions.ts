/**
 * CSS sizes for an embed from the block's cardJson. Only plain lengths pass, so an operator's
 * typo cannot turn into arbitrary CSS; anything else falls back to the default.
 */
const LENGTH = /^(\d+(?:\.\d+)?)(px|%|rem|em|vh|vw)?$/

export function toCssLength(value: string | number | null | undefined, fallback: string): string {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? `${value}px` : fallback
  const match = LENGTH.exec((value ?? '').trim().toLowerCase())
  if (!match || Number(match[1]) <= 0) return fallback
  return `${match[1]}${match[2] ?? 'px'}`
}

export const IFRAME_OVERFLOWS = ['auto', 'hidden', 'scroll'] as const
export const IFRAME_SCROLLBAR_WIDTHS = ['auto', 'thin', 'none'] as const

export type IframeOverflow = (typeof IFRAME_OVERFLOWS)[number]
export type IframeScrollbarWidth = (typeof IFRAME_SCROLLBAR_WIDTHS)[number]

export const DEFAULT_IFRAME_HEIGHT = '600px'
export const DEFAULT_IFRAME_WIDTH = '100%'

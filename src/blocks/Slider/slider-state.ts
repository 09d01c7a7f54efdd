import { SLIDER_SLIDES_PER_VIEW } from '@/lib/ui-constants'

export interface SliderState {
  /** First visible slide, kept within 0..maxIndex. */
  index: number
  /** Last index the slider can start at, so the last slide sits at the end of the view. */
  maxIndex: number
  /** Positions the slider can stop at; one dot each. */
  positionCount: number
  isPrevHidden: boolean
  isNextHidden: boolean
}

/**
 * Where the slider stands with `count` slides, `perView` of them visible at a time: the previous
 * arrow is hidden at the first slide and the next arrow once the last slide is in view.
 */
export function getSliderState(index: number, count: number, perView: number): SliderState {
  const visible = Math.max(1, Math.floor(perView) || 1)
  const maxIndex = Math.max(0, count - visible)
  const current = Math.min(Math.max(0, Math.round(Number.isFinite(index) ? index : 0)), maxIndex)
  return {
    index: current,
    maxIndex,
    positionCount: maxIndex + 1,
    isPrevHidden: current <= 0,
    isNextHidden: current >= maxIndex,
  }
}

/** Slides per view at a viewport width: 1 from 280px, 2 from 480, 3 from 672, 4 from 1024. */
export function getSlidesPerView(viewportWidth: number): number {
  let slides = 1
  for (const step of SLIDER_SLIDES_PER_VIEW) {
    if (viewportWidth >= step.minWidth) slides = step.slides
  }
  return slides
}

/** The slide a scroll position has snapped to, from one slide's width plus the gap. */
export function indexFromScroll(scrollLeft: number, slideSpan: number): number {
  return slideSpan > 0 ? Math.round(Math.abs(scrollLeft) / slideSpan) : 0
}

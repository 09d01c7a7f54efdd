'use client'

import { ChevronLeft } from '@/components/icons/chevron-left'
import { ChevronRight } from '@/components/icons/chevron-right'
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'

import { cx } from '@/components/ui/cx'
import { REDUCED_MOTION_QUERY } from '@/components/ui/use-media-query'
import { SLIDER_SPACING } from '@/lib/ui-constants'

import { getSliderState, getSlidesPerView, indexFromScroll } from './slider-state'

// Slide widths for 1/2/3/4 per view at 280/480/672/1024px with 24px between slides
// (SLIDER_SLIDES_PER_VIEW and SLIDER_SPACING); whole class names so Tailwind finds them.
const SLIDE_WIDTHS =
  'basis-full sm:basis-[calc((100%-24px)/2)] flip:basis-[calc((100%-48px)/3)] lg:basis-[calc((100%-72px)/4)]'

const PROGRAMMATIC_SCROLL_MS = 600

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/** Slides per view from the viewport width, matching the CSS; 1 on the server. */
function useSlidesPerView(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => getSlidesPerView(window.innerWidth),
    () => 1,
  )
}

export interface CardSliderProps {
  /** Accessible name of the carousel, usually the block's headline. */
  label: string
  slides: ReactNode[]
  showDots?: boolean
  isDark?: boolean
  /** Controlled position (first visible slide); the slider keeps its own when omitted. */
  index?: number
  onIndexChange?: (index: number) => void
}

/**
 * A CSS scroll-snap slider: swipe or scroll natively, or use the arrows, the dots or the arrow
 * keys on the focused track. The previous arrow is hidden at the first slide, the next arrow
 * once the last slide is in view.
 */
export function CardSlider({ label, slides, showDots = false, isDark = false, index, onIndexChange }: CardSliderProps) {
  const trackId = useId()
  const trackRef = useRef<HTMLDivElement>(null)
  const perView = useSlidesPerView()
  const [ownIndex, setOwnIndex] = useState(0)
  // While an arrow- or dot-started smooth scroll runs, its passing positions are not the index.
  const programmaticUntil = useRef(0)
  const prevRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  // An arrow that hides under the keyboard focus hands the focus to the other arrow.
  const focusAfterHide = useRef<'prev' | 'next' | null>(null)
  const state = getSliderState(index ?? ownIndex, slides.length, perView)

  const setIndex = useCallback(
    (next: number) => {
      setOwnIndex(next)
      onIndexChange?.(next)
    },
    [onIndexChange],
  )

  const goTo = (target: number) => {
    const next = getSliderState(target, slides.length, perView).index
    setIndex(next)
    const track = trackRef.current
    const slide = track?.children[next] as HTMLElement | undefined
    if (track && slide && typeof track.scrollTo === 'function') {
      programmaticUntil.current = Date.now() + PROGRAMMATIC_SCROLL_MS
      const reduceMotion = window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false
      track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: reduceMotion ? 'auto' : 'smooth' })
    }
  }

  useEffect(() => {
    const target = focusAfterHide.current
    focusAfterHide.current = null
    if (target === 'prev' && state.isNextHidden) prevRef.current?.focus()
    if (target === 'next' && state.isPrevHidden) nextRef.current?.focus()
  }, [state.index, state.isNextHidden, state.isPrevHidden])

  const onArrow = (direction: -1 | 1) => {
    focusAfterHide.current = direction === 1 ? 'prev' : 'next'
    goTo(state.index + direction)
  }

  const onScroll = () => {
    const track = trackRef.current
    const first = track?.children[0] as HTMLElement | undefined
    if (!track || !first || Date.now() < programmaticUntil.current) return
    const scrolled = indexFromScroll(track.scrollLeft, first.getBoundingClientRect().width + SLIDER_SPACING)
    const next = getSliderState(scrolled, slides.length, perView).index
    if (next !== state.index) setIndex(next)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const targets: Record<string, number> = {
      ArrowLeft: state.index - 1,
      ArrowRight: state.index + 1,
      Home: 0,
      End: state.maxIndex,
    }
    if (!(event.key in targets) || event.target !== event.currentTarget) return
    event.preventDefault()
    goTo(targets[event.key])
  }

  const arrowClass = cx(
    'inline-flex size-11 items-center justify-center rounded-full border-2 transition-colors',
    isDark ? 'border-white text-white hover:bg-white/10' : 'border-brand-600 text-brand-700 hover:bg-brand-50',
  )

  return (
    <div className="flex flex-col gap-6">
      <div
        id={trackId}
        ref={trackRef}
        // A group, not a region: the block's section is already the landmark with this name.
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none] motion-reduce:scroll-auto [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, slideIndex) => (
          <div
            key={slideIndex}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${slides.length}`}
            className={cx('shrink-0 snap-start', SLIDE_WIDTHS)}
          >
            {slide}
          </div>
        ))}
      </div>
      {state.positionCount > 1 && (
        <div className="flex items-center justify-center gap-4">
          <button
            type="button"
            aria-controls={trackId}
            aria-label="Previous slide"
            hidden={state.isPrevHidden}
            ref={prevRef}
            onClick={() => onArrow(-1)}
            className={arrowClass}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          {showDots && (
            <div role="group" aria-label="Choose a slide" className="flex items-center gap-1">
              {Array.from({ length: state.positionCount }, (_, dot) => (
                <button
                  key={dot}
                  type="button"
                  aria-controls={trackId}
                  aria-label={`Go to slide ${dot + 1}`}
                  aria-current={dot === state.index ? 'true' : undefined}
                  onClick={() => goTo(dot)}
                  className="flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cx(
                      'size-2.5 rounded-full transition-colors',
                      dot === state.index ? (isDark ? 'bg-white' : 'bg-brand-600') : isDark ? 'bg-white/40' : 'bg-line',
                    )}
                  />
                </button>
              ))}
            </div>
          )}
          <button
            type="button"
            aria-controls={trackId}
            aria-label="Next slide"
            hidden={state.isNextHidden}
            ref={nextRef}
            onClick={() => onArrow(1)}
            className={arrowClass}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </div>
  )
}

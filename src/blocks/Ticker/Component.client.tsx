'use client'

import { Pause } from '@/components/icons/pause'
import { Play } from '@/components/icons/play'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import { cx } from '@/components/ui/cx'
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/components/ui/use-media-query'
import { TICKER } from '@/lib/ui-constants'

import { getTickerLayout } from './ticker'

interface TickerTrackProps {
  /** Accessible name of the list, usually the block's headline. */
  label?: string
  items: ReactNode[]
  speedFactor?: number | null
  isDark?: boolean
}

/**
 * An endless row of items moving right to left. It pauses while hovered or focused (a focused
 * item is brought into view) and with its Pause button, and stands still (wrapped into rows) when the visitor prefers reduced motion.
 * Only the first copy of the items is exposed to assistive technology and the keyboard.
 */
export function TickerTrack({ label, items, speedFactor, isDark = false }: TickerTrackProps) {
  const trackRef = useRef<HTMLDivElement>(null)
  const animation = useRef<Animation | null>(null)
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY)
  const [isPausedByButton, setIsPausedByButton] = useState(false)
  const [isHeld, setIsHeld] = useState(false)
  const { copiesPerHalf, durationMs } = getTickerLayout(items.length, speedFactor)
  const isMoving = prefersReducedMotion === false

  useEffect(() => {
    const track = trackRef.current
    if (!isMoving || !track || typeof track.animate !== 'function' || durationMs === 0) return
    const running = track.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }], {
      duration: durationMs,
      iterations: Infinity,
      easing: 'linear',
    })
    animation.current = running
    return () => {
      running.cancel()
      animation.current = null
    }
  }, [isMoving, durationMs])

  useEffect(() => {
    if (isPausedByButton || isHeld) animation.current?.pause()
    else animation.current?.play()
  }, [isPausedByButton, isHeld, isMoving, durationMs])

  const copies = isMoving ? copiesPerHalf * 2 : 1
  const itemStyle = { width: TICKER.cardWidth, marginInlineEnd: TICKER.gap }

  return (
    <div className="flex flex-col gap-3">
      <div
        className="overflow-hidden"
        onMouseEnter={() => setIsHeld(true)}
        onMouseLeave={() => setIsHeld(false)}
        onFocus={(event) => {
          setIsHeld(true)
          // Only the first copy takes focus, and the row may have carried it out of view: back to
          // its start, then to the focused item, so the keyboard's place can be seen.
          const running = animation.current
          if (running) {
            running.pause()
            running.currentTime = 0
          }
          ;(event.target as HTMLElement).scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
        }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
          event.currentTarget.scrollLeft = 0
          setIsHeld(false)
        }}
      >
        <div ref={trackRef} className={cx('flex', isMoving ? 'w-max' : 'justify-center')}>
          {Array.from({ length: copies }, (_, copy) => (
            <ul
              key={copy}
              aria-label={copy === 0 ? label : undefined}
              aria-hidden={copy === 0 ? undefined : true}
              inert={copy !== 0}
              className={cx('flex shrink-0', !isMoving && 'flex-wrap justify-center gap-y-4')}
            >
              {items.map((item, index) => (
                <li key={index} style={itemStyle} className="flex shrink-0 items-center justify-center">
                  {item}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      {isMoving && (
        <button
          type="button"
          aria-pressed={isPausedByButton}
          onClick={() => setIsPausedByButton((paused) => !paused)}
          className={cx(
            'inline-flex items-center gap-2 self-end rounded-full px-3 py-1 text-sm font-semibold underline-offset-4 hover:underline',
            isDark ? 'text-white' : 'text-brand-700',
          )}
        >
          {isPausedByButton ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
          Pause scrolling
        </button>
      )}
    </div>
  )
}

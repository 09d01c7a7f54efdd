'use client'

import { useEffect } from 'react'

import { HYDRATED_ATTRIBUTE, restoreEarlyFragment } from '@/lib/early-clicks'

/**
 * Marks the document once React has committed the page, which is when its buttons work. React
 * records its props on an element while it renders it, before the page is committed; a render that
 * waits for a chunk (a block's browser part, a form) leaves them on elements whose clicks React
 * still drops. The early-click script (src/lib/early-clicks.ts) waits for this mark as well. It also
 * puts back an in-page link's #fragment that Next's router took out of the address meanwhile.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
    restoreEarlyFragment()
  }, [])
  return null
}

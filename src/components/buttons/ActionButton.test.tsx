import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { TRACK_EVENT, type TrackDetail } from '@/lib/tracking-events'

import { ActionButton } from './ActionButton.client'

describe('ActionButton', () => {
  const seen: TrackDetail[] = []
  const listener = (event: Event) => seen.push((event as CustomEvent<TrackDetail>).detail)

  afterEach(() => {
    window.removeEventListener(TRACK_EVENT, listener)
    seen.length = 0
    vi.restoreAllMocks()
  })

  it('emits CLICK_CONTINUE for the tracker with the button id and label', async () => {
    window.addEventListener(TRACK_EVENT, listener)
    render(
      <ActionButton event={{ type: 'CLICK_CONTINUE' }} action={null} trackId="hero-0" label="Continue" className="">
        Continue
      </ActionButton>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(seen).toEqual([{ eventType: 'CLICK_CONTINUE', elementId: 'hero-0', label: 'Continue', metadata: undefined }])
  })

  it('emits CLICK_DOWNLOAD with the file, named by its action when it has one', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    window.addEventListener(TRACK_EVENT, listener)
    render(
      <ActionButton
        event={{ type: 'CLICK_DOWNLOAD', fileUrl: '/media/spend-checklist.pdf' }}
        action="download-checklist"
        trackId="guide-1"
        label="Download the checklist"
        className=""
      >
        Download the checklist
      </ActionButton>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Download the checklist' }))
    expect(seen).toEqual([
      {
        eventType: 'CLICK_DOWNLOAD',
        elementId: 'download-checklist',
        label: 'Download the checklist',
        metadata: { href: '/media/spend-checklist.pdf' },
      },
    ])
  })
})

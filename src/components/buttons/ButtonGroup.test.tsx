import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { TRACK_EVENT, type TrackDetail } from '@/lib/tracking-events'
import type { ButtonConfigs } from '@/payload-types'
import { buildViewer } from '../../../tests/factories/viewer'

import { BUTTON_EVENT } from './ActionButton.client'
import { ButtonGroup } from './ButtonGroup'
import { buttonContextOfPage } from './page-context'

const functionButton = (label: string, href: string): NonNullable<ButtonConfigs> => [
  { kind: 'functionButton', perUserType: [{ userType: 'GUEST', label, href }] },
]

afterEach(() => vi.restoreAllMocks())

describe('function buttons', () => {
  it("'[onboard]' leads to the page's onboarding pathway, not to sign-up", () => {
    render(
      <ButtonGroup buttons={functionButton('Start now', '[onboard]')} viewer={buildViewer('GUEST')} pathwaySlug="benefits" />,
    )
    expect(screen.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/onboard/benefits/start')
  })

  it("'[download-pdf]' downloads the page's file and announces CLICK_DOWNLOAD", () => {
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '')
    })
    const tracked: TrackDetail[] = []
    const onTrack = (event: Event) => tracked.push((event as CustomEvent<TrackDetail>).detail)
    window.addEventListener(TRACK_EVENT, onTrack)
    render(
      <ButtonGroup
        buttons={functionButton('Get the checklist', '[download-pdf]')}
        viewer={buildViewer('MEMBER')}
        pageFileUrl="/media/checklist.pdf"
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Get the checklist' }))
    window.removeEventListener(TRACK_EVENT, onTrack)
    expect(clicked).toEqual(['/media/checklist.pdf'])
    expect(tracked).toEqual([
      {
        eventType: 'CLICK_DOWNLOAD',
        elementId: 'download-pdf',
        label: 'Get the checklist',
        metadata: { href: '/media/checklist.pdf' },
      },
    ])
  })

  it('other function buttons continue (CLICK_CONTINUE) without downloading', () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const events: unknown[] = []
    const onButton = (event: Event) => events.push((event as CustomEvent).detail)
    window.addEventListener(BUTTON_EVENT, onButton)
    render(<ButtonGroup buttons={functionButton('Continue', '[next-step]')} viewer={buildViewer('MEMBER')} />)
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    window.removeEventListener(BUTTON_EVENT, onButton)
    expect(events).toEqual([{ event: { type: 'CLICK_CONTINUE' }, action: 'next-step' }])
    expect(click).not.toHaveBeenCalled()
  })
})

describe('buttonContextOfPage', () => {
  it("reads the page object's pathway and file address", () => {
    expect(buttonContextOfPage({ pageObject: { pathwaySlug: 'member', pageFile: { url: '/media/guide.pdf' } } })).toEqual({
      pathwaySlug: 'member',
      pageFileUrl: '/media/guide.pdf',
    })
    expect(buttonContextOfPage({ pageObject: { pageFile: 7 } })).toEqual({ pathwaySlug: null, pageFileUrl: null })
    expect(buttonContextOfPage({})).toEqual({ pathwaySlug: null, pageFileUrl: null })
  })
})

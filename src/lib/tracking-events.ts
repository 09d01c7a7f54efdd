/**
 * The browser-side contract between the parts that do things (forms, buttons, dialogs) and the
 * first-party tracker: a part announces what happened with `emitTrackEvent`, the tracker (started
 * with the app bar) listens for `TRACK_EVENT` on window and queues a tracking event (spec §3).
 * Elements can also carry `data-track-id`, `data-track-label`, `data-track-href` and
 * `data-track-context`; the tracker records clicks on them.
 */
export const TRACK_EVENT = 'ea:track'

export type TrackDetail = {
  /** e.g. FORM_START, FORM_SUBMIT, FORM_SUBMIT_SUCCESS, FORM_SUBMIT_FAILURE, CLICK_DOWNLOAD. */
  eventType: string
  elementId?: string
  label?: string
  metadata?: Record<string, string | number | boolean | null>
}

export function emitTrackEvent(detail: TrackDetail): void {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent<TrackDetail>(TRACK_EVENT, { detail }))
}

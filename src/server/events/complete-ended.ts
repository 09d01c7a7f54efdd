/**
 * Events end on their own: an event whose start plus duration has passed is marked completed
 * (spec 3's eventCompleteStatus, which operators may also tick), so it leaves "Upcoming events"
 * for the past ones, shows COMPLETED and no longer offers its online link. Through Payload, so
 * the lists and pages that show it expire as on any publish. Every few minutes on each instance:
 * marking is idempotent, and an event already marked is not read again.
 */
import type { Payload } from 'payload'

import { eventEndsAt } from '@/collections/Events/options'
import { scheduleJob } from '@/server/schedule'

/** How often ended events are looked for. */
export const COMPLETE_EVERY_MS = 5 * 60_000

/** Marks the published events that have ended by `now` and are not marked completed yet; returns their ids. */
export async function completeEndedEvents(payload: Payload, now = new Date()): Promise<Array<number | string>> {
  const { docs } = await payload.find({
    collection: 'events',
    where: {
      and: [
        { _status: { equals: 'published' } },
        { eventCompleteStatus: { not_equals: true } },
        { eventScheduleStartTimestamp: { less_than: now.toISOString() } },
      ],
    },
    select: { eventScheduleStartTimestamp: true, duration: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const ended = docs.filter((event) => eventEndsAt(event).getTime() <= now.getTime())
  for (const event of ended) {
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { eventCompleteStatus: true },
      overrideAccess: true,
      depth: 0,
    })
  }
  return ended.map((event) => event.id)
}

/** Looks for ended events shortly after start and every few minutes after; returns a stop function. */
export function scheduleEventCompletion(getPayload: () => Promise<Payload>): () => void {
  return scheduleJob('[events] marking ended events', getPayload, (payload) => completeEndedEvents(payload), {
    firstAfterMs: 5_000,
    everyMs: COMPLETE_EVERY_MS,
  })
}

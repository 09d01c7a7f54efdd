import 'server-only'

import type { TrackingEventInput } from '@/features/tracking/schemas'
import { findMemberBusinessAccountId } from '@/server/members'
import { getSessionFromHeaders, isMemberSession } from '@/server/session'

import { truncateAddress } from './address'
import type { TrackingRow } from './store'

/** Who sent a batch, by the session alone: VISITOR (no session), GUEST, MEMBER or PLUS. */
export type TrackingActor = { userId: string | null; userType: 'VISITOR' | 'GUEST' | 'MEMBER' | 'PLUS' }

const VISITOR: TrackingActor = { userId: null, userType: 'VISITOR' }
const PLAN_TTL_MS = 60_000
const plans = new Map<string, { plus: boolean; until: number }>()

async function isPlus(userId: string): Promise<boolean> {
  const cached = plans.get(userId)
  if (cached && cached.until > Date.now()) return cached.plus
  const plus = (await findMemberBusinessAccountId(userId)) !== null
  if (plans.size > 10_000) plans.clear()
  plans.set(userId, { plus, until: Date.now() + PLAN_TTL_MS })
  return plus
}

export async function resolveActor(headers: Headers): Promise<TrackingActor> {
  // No cookie, no session: skip the session lookup (most beacons of anonymous visitors).
  if (!headers.get('cookie')) return VISITOR
  const session = await getSessionFromHeaders(headers)
  if (!session) return VISITOR
  const userId = session.user.id
  if (!isMemberSession(session)) return { userId, userType: 'GUEST' }
  return { userId, userType: (await isPlus(userId)) ? 'PLUS' : 'MEMBER' }
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The browser's clock is trusted only within a day before arrival and never ahead of it. */
function occurredAt(timestamp: TrackingEventInput['timestamp'], receivedAt: number): Date {
  const sent = typeof timestamp === 'string' ? Date.parse(timestamp) : timestamp
  if (sent === undefined || !Number.isFinite(sent)) return new Date(receivedAt)
  return new Date(Math.min(receivedAt, Math.max(receivedAt - DAY_MS, sent)))
}

const blankToNull = (value: string | null | undefined) => (value ? value : null)

/** Rows to store: the session's actor on every event (the browser's userId is dropped). */
export function toTrackingRows(
  events: TrackingEventInput[],
  actor: TrackingActor,
  clientAddress: string,
  receivedAt: number = Date.now(),
): TrackingRow[] {
  const clientNet = truncateAddress(clientAddress)
  return events.map((event) => ({
    occurredAt: occurredAt(event.timestamp, receivedAt),
    eventType: event.eventType,
    elementId: blankToNull(event.elementId),
    label: blankToNull(event.label),
    path: blankToNull(event.path?.split(/[?#]/)[0]),
    metadata: event.metadata && Object.keys(event.metadata).length ? JSON.stringify(event.metadata) : null,
    userId: actor.userId,
    userType: actor.userType,
    clientNet,
  }))
}

/**
 * The message on the `member_state` channel: which member or business account changed. Pure, so
 * collection hooks, the listener and tests share one shape. Postgres caps a NOTIFY payload at
 * 8000 bytes; ids are tiny, and the stream re-reads the records rather than trusting the payload.
 */
export const MEMBER_STATE_CHANNEL = 'member_state'

export interface MemberStateNotice {
  memberId?: string
  businessAccountId?: string
  /** An order of the business was recorded, changed or deleted: its savings changed. */
  orders?: true
}

const asId = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'string' && value.trim() !== '') return value.trim()
  return undefined
}

/** What a notice is made from: ids as numbers or strings, `orders` true or absent. */
export interface NoticeFields {
  memberId?: unknown
  businessAccountId?: unknown
  orders?: unknown
}

/** The notice these fields make: ids as strings, empty ones left out, `orders` only with a business. */
function noticeFrom(fields: NoticeFields): MemberStateNotice {
  const memberId = asId(fields.memberId)
  const businessAccountId = asId(fields.businessAccountId)
  return {
    ...(memberId ? { memberId } : {}),
    ...(businessAccountId ? { businessAccountId } : {}),
    ...(businessAccountId && fields.orders === true ? { orders: true as const } : {}),
  }
}

/** The notice as it goes on the wire. */
export function encodeNotice(fields: NoticeFields): string {
  return JSON.stringify(noticeFrom(fields))
}

/** A notice from the wire, or null when the payload is not one of ours. */
export function parseNotice(payload: string | undefined | null): MemberStateNotice | null {
  if (!payload) return null
  try {
    const value: unknown = JSON.parse(payload)
    if (!value || typeof value !== 'object') return null
    const notice = noticeFrom(value as NoticeFields)
    return notice.memberId || notice.businessAccountId ? notice : null
  } catch {
    return null
  }
}

/** Whether a notice says that the orders, and so the savings, of this business account changed. */
export function noticeChangesOrders(notice: MemberStateNotice, businessAccountId: string | null): boolean {
  return Boolean(notice.orders && businessAccountId && notice.businessAccountId === businessAccountId)
}

/** Whether a notice concerns the member watching with this business account. */
export function noticeConcerns(
  notice: MemberStateNotice,
  watcher: { memberId: string; businessAccountId: string | null },
): boolean {
  if (notice.memberId && notice.memberId === watcher.memberId) return true
  return Boolean(
    notice.businessAccountId && watcher.businessAccountId && notice.businessAccountId === watcher.businessAccountId,
  )
}

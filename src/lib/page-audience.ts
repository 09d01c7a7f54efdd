/**
 * Audiences for the page cache (docs/decisions/016-page-cache-front-door.md). A signed-in
 * viewer's marketing page is a function of the page's content and the viewer's app state. Most of
 * that state is shared by many viewers (status, user type, group codes, which fields are filled
 * in); the rest identifies one person (ids, email, names, phone). The shared part is the
 * audience: viewers with the same audience key may share a stored page, provided the page does
 * not show the personal part.
 *
 * Whether it does is tested, not assumed: the page is rendered twice for the audience, once with
 * each of two sets of stand-ins for the personal fields. Identical HTML means the page does not
 * depend on them, and it is kept for the audience; different HTML means it shows something
 * personal, and it is rendered for each viewer as before.
 */
import type { AppState, MemberData } from '@/features/app-state/app-state'

/** Request header carrying the app state an audience render renders for (with the render token). */
export const AUDIENCE_HEADER = 'x-ea-page-audience'

/** App state fields that belong to one person. */
const PERSONAL_FIELDS = ['uid', 'email', 'displayName', 'phoneNumber', 'discordId', 'businessAccountId'] as const
const PERSONAL_MEMBER_FIELDS = ['uid', 'email', 'firstName', 'lastName'] as const

export interface PageAudience {
  /** Equal for viewers who may share a stored page. */
  key: string
  /** The audience's app state with stand-ins for the personal fields, in two versions, encoded. */
  variants: [string, string]
}

/**
 * Stand-ins for a personal field. The two versions differ in every way a page might derive
 * something from a value (first and last letter, length, case, spaces, letters beyond ASCII, the
 * email's domain), so a page showing initials or a domain also renders differently.
 */
function standIn(variant: 'a' | 'b', field: string): string {
  const isEmail = field.toLowerCase().endsWith('email')
  const isId = /id$/i.test(field)
  if (variant === 'a') return isEmail ? `ea.standin.${field}@audience-a.invalid` : `EaStandIn${field}`
  if (isEmail) return `Zo_other+${field}@b-stand.example`
  return isId ? `zq0${field}9` : `zö other ${field} ÿ`
}

/** The state with each personal field that is filled in replaced by `replace(field)`. */
function mapPersonal(state: AppState, replace: (field: string) => string | boolean): Record<string, unknown> {
  const result: Record<string, unknown> = { ...state }
  for (const field of PERSONAL_FIELDS) result[field] = state[field] === null ? null : replace(field)
  const memberData: Record<string, unknown> = { ...state.memberData }
  for (const field of PERSONAL_MEMBER_FIELDS) {
    memberData[field] = state.memberData[field] === null ? null : replace(`member${field}`)
  }
  result.memberData = memberData
  return result
}

/** JSON with every object's keys in order, so equal states give equal keys. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined)
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export function encodeAudienceState(state: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url')
}

/** The app state an audience render was asked for, or null when the header is not one. */
export function decodeAudienceState(value: string | null | undefined): AppState | null {
  if (!value) return null
  try {
    const state = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as AppState
    const memberData = state?.memberData as MemberData | undefined
    return typeof state === 'object' && typeof state.appStatus === 'string' && typeof memberData === 'object' ? state : null
  } catch {
    return null
  }
}

/**
 * The audience of a signed-in viewer (member or guest); null for anyone else, whose pages are not
 * shared this way. The key keeps every field that is not personal, and of the personal ones only
 * whether each is filled in (a page may say "add your name" to a member without one).
 */
export function audienceOf(state: AppState): PageAudience | null {
  if (state.appStatus !== 'LOGGED_IN' && state.appStatus !== 'LOGGED_IN_ANON') return null
  const key = canonicalJson(mapPersonal(state, () => true))
  return {
    key,
    variants: [encodeAudienceState(mapPersonal(state, (field) => standIn('a', field))), encodeAudienceState(mapPersonal(state, (field) => standIn('b', field)))],
  }
}

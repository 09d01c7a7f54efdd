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
 * depend on them, and it is kept for the audience. HTML that differs only where each render shows
 * its stand-ins, word for word, means the page shows those fields as they are and nothing derived
 * from them: it is kept as a template, and each viewer's own values are written into it
 * (src/lib/page-template.ts). Anything else is personal, and rendered for each viewer as before.
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
  /**
   * This viewer's own personal fields that are filled in (by stand-in name: `email`,
   * `memberfirstName`...), written into a page stored as a template. Kept only with the session
   * (never in a stored page), like the session itself.
   */
  values: Record<string, string>
  /**
   * The dashboard home renders from the app state alone for a member (not a guest): a business's
   * state and savings reach it in the browser, so it may be stored for the audience too.
   */
  dashboard: boolean
}

/**
 * Stand-ins for a personal field. The two versions differ in every way a page might derive
 * something from a value (first and last letter, case, spaces, letters beyond ASCII, the email's
 * domain), so a page showing initials or a domain also renders differently. Both are 90
 * characters: longer than any value written into a template (80 at most,
 * src/lib/page-template.ts), so a page that shortens long values shows it in both renders, and of
 * one length, because React's payload writer splits a row once its strings pass 3,200 characters
 * (Flight's `serializedSize`): stand-ins of different lengths move that split, and the two renders
 * then differ wherever a row holding a personal value is near that size, whatever the page shows.
 */
const STAND_IN_LENGTH = 90

export function standIn(variant: 'a' | 'b', field: string): string {
  const isEmail = field.toLowerCase().endsWith('email')
  const isId = /id$/i.test(field)
  const fill = (start: string, filler: string, end: string, length: number) =>
    `${start}${filler.repeat(Math.max(0, length - start.length - end.length))}${end}`
  if (variant === 'a') return isEmail ? fill(`ea.standin.${field}.`, 'q', '@audience-a.invalid', STAND_IN_LENGTH) : fill(`EaStandIn${field}`, 'Q', 'x', STAND_IN_LENGTH)
  if (isEmail) return fill(`Zo_other+${field}`, 'o', '@b-stand.example', STAND_IN_LENGTH)
  return isId ? fill(`zq0${field}`, '7', '9', STAND_IN_LENGTH) : fill(`zö other ${field} `, 'ö', ' ÿ', STAND_IN_LENGTH)
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
  const values: Record<string, string> = {}
  mapPersonal(state, (field) => {
    const value = field.startsWith('member') ? state.memberData[field.slice('member'.length) as (typeof PERSONAL_MEMBER_FIELDS)[number]] : state[field as (typeof PERSONAL_FIELDS)[number]]
    values[field] = String(value)
    return true
  })
  return {
    key,
    variants: [encodeAudienceState(mapPersonal(state, (field) => standIn('a', field))), encodeAudienceState(mapPersonal(state, (field) => standIn('b', field)))],
    values,
    dashboard: state.appStatus === 'LOGGED_IN' && !state.isAnonymous,
  }
}

/** The stand-ins a variant's render shows for this audience's filled-in fields, by field. */
export function standInsOf(audience: PageAudience, variant: 'a' | 'b'): Map<string, string> {
  return new Map(Object.keys(audience.values).map((field) => [field, standIn(variant, field)]))
}

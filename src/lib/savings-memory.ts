/**
 * The savings a Plus member's dashboard fetches (`GET /api/savings`), kept in memory per business
 * account so the page cache's front door and the proxy can answer them without Next's route
 * handler and three database reads (docs/decisions/024-savings-in-memory.md).
 *
 * The route handler always reads the database and leaves its answer here. Only the door and the
 * proxy answer from here, and only a session whose audience the app checked a moment ago, whose
 * business account it is (src/lib/page-cache.ts, `storedSavings`). A recorded, changed or deleted
 * order announces its business on the member-state channel (src/collections/VendorOrders), which
 * every instance listens to (src/instrumentation.ts): the account's answer is forgotten there.
 *
 * Runs in the proxy, the route handler and the listener, in one process: the store lives on
 * globalThis, like the page cache's.
 */
import zlib from 'node:zlib'

import type { SavingsSummary } from '@/features/savings/ledger'

/** The route the memory answers for. */
export const SAVINGS_PATH = '/api/savings'
/** Every savings answer is one member's: never stored by a browser or a shared cache. */
export const SAVINGS_ANSWER_HEADERS = { 'cache-control': 'private, no-store', vary: 'cookie' } as const

/**
 * Answers kept this long at most. Changes to the orders are announced and forget an answer at
 * once; the limit bounds what a lost announcement (the listener reconnecting) could leave behind.
 */
const MAX_AGE_MS = 60_000
/** Business accounts whose answer is kept at most; the oldest go first. */
const MAX_ACCOUNTS = 10_000
const STORE_KEY = Symbol.for('ea.savings-memory')

export interface StoredSavings {
  /** The JSON body, `{"summary":…}`, as the route handler answers it. */
  body: Buffer
  /** The same body gzip-compressed. */
  gzipped: Buffer
  storedAt: number
  /** The month (UTC) it was added up in: "this month" is another month's after it ends. */
  month: number
}

interface SavingsMemory {
  answers: Map<string, StoredSavings>
  /** Moves on at every forget, so an answer read before a change is not kept after it. */
  generation: number
}

function store(): SavingsMemory {
  const global = globalThis as typeof globalThis & { [STORE_KEY]?: SavingsMemory }
  global[STORE_KEY] ??= { answers: new Map(), generation: 0 }
  return global[STORE_KEY]
}

const monthOf = (time: number) => {
  const date = new Date(time)
  return date.getUTCFullYear() * 12 + date.getUTCMonth()
}

/** Taken before the database is read: `rememberSavings` keeps the answer only if nothing changed since. */
export function savingsGeneration(): number {
  return store().generation
}

/**
 * Keeps the answer for a business account, unless the savings of any business were forgotten
 * after `generation` was taken (a change might have come between the read and now).
 */
export function rememberSavings(accountId: string | number, summary: SavingsSummary, generation: number, now = Date.now()): void {
  const memory = store()
  if (generation !== memory.generation) return
  const body = Buffer.from(JSON.stringify({ summary }), 'utf8')
  const key = String(accountId)
  memory.answers.delete(key)
  memory.answers.set(key, { body, gzipped: zlib.gzipSync(body), storedAt: now, month: monthOf(now) })
  while (memory.answers.size > MAX_ACCOUNTS) memory.answers.delete(memory.answers.keys().next().value!)
}

/** The answer kept for this business account, or undefined when there is none still good. */
export function rememberedSavings(accountId: string, now = Date.now()): StoredSavings | undefined {
  const stored = store().answers.get(accountId)
  if (!stored) return undefined
  return now - stored.storedAt < MAX_AGE_MS && monthOf(now) === stored.month ? stored : undefined
}

/** Forgets one business's answer (its orders changed), or every answer without an id. */
export function forgetSavings(accountId?: string): void {
  const memory = store()
  memory.generation += 1
  if (accountId === undefined) memory.answers.clear()
  else memory.answers.delete(accountId)
}

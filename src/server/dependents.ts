/**
 * Which cached pages show a document, read from the database so that a change expires exactly
 * those pages and nothing else.
 *
 * Payload's Postgres adapter stores a page's hasMany and polymorphic relationships (inside layout
 * blocks too) in `pages_rels`, one column per target collection, and its single relationships and
 * uploads as a column of the table that holds the field (`pages`, `pages_blocks_*`, array tables),
 * which reach the page through `_parent_id`. The adapter describes all of it in `rawTables`, so the
 * places to look are derived from the schema instead of a hand-kept list that would go stale as
 * blocks are added.
 *
 * Rich text (a jsonb column) holds its links to documents, the documents it places and its images
 * as `{ relationTo, value }` objects at any depth of the editor's JSON; every jsonb column of those
 * tables is searched for one naming the document, so that an article linking to a page shows the
 * page's new address once the page moves (src/lib/rich-text-links.ts).
 *
 * Pages are read with depth 2, so a page also shows the documents of its cards: an author through
 * the reads that name it, a media file through the benefits that use it. Those one-step referrers
 * are found the same way and their pages expired too.
 *
 * No 'server-only' here: collection configs import this and the Payload CLI loads them.
 */
import { sql } from '@payloadcms/db-postgres'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { RICH_TEXT_REFERENCED_COLLECTIONS } from '@/lib/rich-text-links'

import { cacheTags } from './cache-tags'
import { expireTags } from './revalidate'

type SqlQuery = ReturnType<typeof sql>
type DocId = number | string
type Row = Record<string, unknown>

interface Executor {
  execute: (query: SqlQuery) => Promise<{ rows: Row[] }>
}

/** The parts of Payload's drizzle adapter this module reads (kept structural: they are not all exported). */
interface RawColumnLike {
  name: string
  type?: string
  reference?: { name: string; table: string }
}
interface RawForeignKeyLike {
  columns: string[]
  foreignColumns: { name: string; table: string }[]
}
interface RawTableLike {
  name: string
  columns: Record<string, RawColumnLike>
  foreignKeys?: Record<string, RawForeignKeyLike>
}
interface SqlAdapter {
  drizzle: Executor
  rawTables: Record<string, RawTableLike>
  tableNameMap: Map<string, string>
  schemaName?: string
}

/** One step from a row up to the row that owns it (block → page, array row → block, rels → page). */
interface Hop {
  table: string
  parentColumn: string
}

/** A column whose value may be the target's id, and the way from its row up to the root document. */
interface ReferenceSite {
  table: string
  column: string
  /** From `table` upwards, excluding the root table; empty when the column is on the root itself. */
  hops: Hop[]
  /** A jsonb column (rich text), holding `{ relationTo, value }` objects: the target's collection. */
  jsonOf?: string
}

export interface Dependents {
  /** Addresses of pages that show the document, directly or through one of `docs`. */
  pageUrls: string[]
  /** Documents that reference it (and so show it when populated). */
  docs: { collection: string; id: DocId }[]
  /** Globals that reference it. */
  globals: string[]
}

const PAGES = 'pages'
const PARENT_KEYS = new Set(['_parentID', 'parent'])

function sqlAdapter(payload: Payload): SqlAdapter | null {
  const db = payload.db as unknown as Partial<SqlAdapter> | undefined
  if (!db?.drizzle || typeof db.drizzle.execute !== 'function' || !db.rawTables || !db.tableNameMap) return null
  return db as SqlAdapter
}

/**
 * Reads go through the adapter's pool, never the request's transaction: a failed query inside a
 * transaction would abort the operator's save. References to a card do not change while the card
 * itself is saved or deleted, so the committed state is the right one to read.
 */
function executorFor(adapter: SqlAdapter): Executor {
  return adapter.drizzle
}

const snakeCase = (slug: string) =>
  slug
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s]+/g, '_')
    .toLowerCase()

function tableOf(adapter: SqlAdapter, slug: string): string {
  const key = snakeCase(slug)
  return adapter.tableNameMap.get(key) ?? key
}

function parentLink(table: RawTableLike): { column: string; table: string } | null {
  for (const fk of Object.values(table.foreignKeys ?? {})) {
    const [key] = fk.columns
    const [parent] = fk.foreignColumns
    if (fk.columns.length !== 1 || !PARENT_KEYS.has(key) || parent?.name !== 'id') continue
    const column = table.columns[key]?.name
    if (column) return { column, table: parent.table }
  }
  return null
}

function hopsToRoot(tables: Record<string, RawTableLike>, start: string, root: string): Hop[] | null {
  const hops: Hop[] = []
  let current = start
  // Nesting is shallow in practice; the bound only guards against a malformed schema.
  for (let depth = 0; depth < 16 && current !== root; depth++) {
    const table = tables[current]
    const parent = table && parentLink(table)
    if (!parent) return null
    hops.push({ table: current, parentColumn: parent.column })
    current = parent.table
  }
  return current === root ? hops : null
}

const siteCache = new WeakMap<SqlAdapter, Map<string, ReferenceSite[]>>()

/**
 * Every column in the root document's tables that can hold an id of the target table, and every
 * jsonb column, which can name a document of `targetSlug` in its JSON.
 */
function referenceSites(
  adapter: SqlAdapter,
  rootTable: string,
  targetTable: string,
  targetSlug: string,
): ReferenceSite[] {
  let byPair = siteCache.get(adapter)
  if (!byPair) siteCache.set(adapter, (byPair = new Map()))
  const key = `${rootTable}→${targetTable}:${targetSlug}`
  const cached = byPair.get(key)
  if (cached) return cached

  const sites: ReferenceSite[] = []
  for (const table of Object.values(adapter.rawTables)) {
    const hops = table.name === rootTable ? [] : hopsToRoot(adapter.rawTables, table.name, rootTable)
    if (!hops) continue
    const add = (column: string, jsonOf?: string) => {
      if (!sites.some((site) => site.table === table.name && site.column === column)) {
        sites.push({ table: table.name, column, hops, ...(jsonOf ? { jsonOf } : {}) })
      }
    }
    // Single relationships and uploads: a column with a foreign key to the target.
    for (const column of Object.values(table.columns)) {
      if (column.reference?.table === targetTable && column.reference.name === 'id') add(column.name)
    }
    // hasMany and polymorphic relationships: the target's column in the `_rels` table.
    for (const fk of Object.values(table.foreignKeys ?? {})) {
      const [key] = fk.columns
      if (fk.columns.length !== 1 || PARENT_KEYS.has(key) || fk.foreignColumns[0]?.table !== targetTable) continue
      const column = table.columns[key]?.name
      if (column) add(column)
    }
    // Rich text: links, placed documents and images inside the editor's JSON, for the collections
    // the editor can name (src/payload.config.ts); no other target is searched for there.
    if (RICH_TEXT_REFERENCED_COLLECTIONS.includes(targetSlug)) {
      for (const column of Object.values(table.columns)) {
        if (column.type === 'jsonb') add(column.name, targetSlug)
      }
    }
  }
  byPair.set(key, sites)
  return sites
}

const knownColumns = new WeakMap<SqlAdapter, Set<string>>()

/**
 * Keeps the sites whose columns exist in the database. The config can be ahead of the schema
 * (a collection added, its migration not yet run); such a site cannot reference anything yet.
 */
async function existingSites(db: Executor, adapter: SqlAdapter, sites: ReferenceSite[]): Promise<ReferenceSite[]> {
  if (!sites.length) return sites
  let known = knownColumns.get(adapter)
  if (!known) knownColumns.set(adapter, (known = new Set()))
  const needed = (site: ReferenceSite) => [
    `${site.table}.${site.column}`,
    ...site.hops.map((hop) => `${hop.table}.${hop.parentColumn}`),
  ]
  const missing = new Set(sites.flatMap(needed).filter((column) => !known.has(column)))
  if (missing.size) {
    const tables = [...new Set([...missing].map((column) => column.split('.')[0]))]
    const result = await db.execute(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = ${adapter.schemaName || 'public'}
        AND table_name IN (${sql.join(
          tables.map((table) => sql`${table}`),
          sql`, `,
        )})`)
    for (const row of result.rows) known.add(`${String(row.table_name)}.${String(row.column_name)}`)
  }
  return sites.filter((site) => needed(site).every((column) => known.has(column)))
}

function qualified(adapter: SqlAdapter, table: string): SqlQuery {
  return adapter.schemaName
    ? sql`${sql.identifier(adapter.schemaName)}.${sql.identifier(table)}`
    : sql`${sql.identifier(table)}`
}

/** SELECT of the root ids whose site column holds one of `ids`. */
function rootIdsQuery(adapter: SqlAdapter, site: ReferenceSite, ids: DocId[]): SqlQuery {
  const alias = (index: number) => sql.identifier(`t${index}`)
  const column = (index: number, name: string) => sql`${alias(index)}.${sql.identifier(name)}`
  const last = site.hops.length - 1
  const selected = last < 0 ? column(0, 'id') : column(last, site.hops[last].parentColumn)
  const joins = site.hops
    .slice(1)
    .map(
      (hop, index) =>
        sql` JOIN ${qualified(adapter, hop.table)} AS ${alias(index + 1)} ON ${column(index + 1, 'id')} = ${column(index, site.hops[index].parentColumn)}`,
    )
  const matches = site.jsonOf
    ? jsonReferences(column(0, site.column), site.jsonOf, ids)
    : sql`${column(0, site.column)} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
  return sql`SELECT ${selected} AS root_id FROM ${qualified(adapter, site.table)} AS ${alias(0)}${sql.join(joins, sql``)} WHERE ${matches}`
}

/** An object anywhere in the JSON naming the collection and one of the ids (stored as a number or a string). */
const JSON_REFERENCE = '$.** ? (@.relationTo == $collection && (@.value == $id || @.value == $idText))'

function jsonReferences(json: SqlQuery, collection: string, ids: DocId[]): SqlQuery {
  return sql`(${sql.join(
    ids.map((id) => {
      const numeric =
        typeof id === 'number' || /^\d+$/.test(id)
          ? sql`to_jsonb(${String(id)}::numeric)`
          : sql`to_jsonb(${String(id)}::text)`
      return sql`jsonb_path_exists(${json}, ${JSON_REFERENCE}::jsonpath, jsonb_build_object('collection', ${collection}::text, 'id', ${numeric}, 'idText', ${String(id)}::text))`
    }),
    sql` OR `,
  )})`
}

/** Postgres "undefined column" and "undefined table". */
function isMissingRelation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code
    if (code === '42703' || code === '42P01') return true
  }
  return false
}

async function queryRootIds(db: Executor, adapter: SqlAdapter, sites: ReferenceSite[], ids: DocId[]): Promise<DocId[]> {
  const present = await existingSites(db, adapter, sites)
  if (!present.length) return []
  const union = sql.join(
    present.map((site) => rootIdsQuery(adapter, site, ids)),
    sql` UNION `,
  )
  const result = await db.execute(sql`SELECT DISTINCT root_id FROM (${union}) AS referrers WHERE root_id IS NOT NULL`)
  return result.rows.map((row) => row.root_id as DocId)
}

/** Ids of the root documents (rows of `rootSlug`, a collection or a global) that reference any of `ids`. */
async function referencingRootIds(
  db: Executor,
  adapter: SqlAdapter,
  rootSlug: string,
  targetSlug: string,
  ids: DocId[],
): Promise<DocId[]> {
  if (!ids.length) return []
  const sites = referenceSites(adapter, tableOf(adapter, rootSlug), tableOf(adapter, targetSlug), targetSlug)
  if (!sites.length) return []
  try {
    return await queryRootIds(db, adapter, sites, ids)
  } catch (error) {
    if (!isMissingRelation(error)) throw error
    // The schema changed after its columns were checked (a migration ran, or was rolled back): check again.
    knownColumns.delete(adapter)
    return queryRootIds(db, adapter, sites, ids)
  }
}

async function pageUrls(db: Executor, adapter: SqlAdapter, targetSlug: string, ids: DocId[]): Promise<string[]> {
  const pageIds = await referencingRootIds(db, adapter, PAGES, targetSlug, ids)
  if (!pageIds.length) return []
  const result = await db.execute(sql`
    SELECT DISTINCT url FROM ${qualified(adapter, tableOf(adapter, PAGES))}
    WHERE url IS NOT NULL AND id IN (${sql.join(
      pageIds.map((id) => sql`${id}`),
      sql`, `,
    )})`)
  return result.rows.map((row) => String(row.url)).sort()
}

/**
 * Addresses of the pages whose content references the document directly: in a layout block,
 * an array, a group or a top-level field. [] when nothing does, or when the columns for the
 * collection do not exist yet (migration pending), or on a database without SQL.
 */
export async function findPageUrlsReferencing(payload: Payload, collection: string, id: DocId): Promise<string[]> {
  const adapter = sqlAdapter(payload)
  if (!adapter) return []
  return pageUrls(executorFor(adapter), adapter, collection, [id])
}

/**
 * Everything that shows the document: the documents and globals that reference it, and the pages
 * that show it directly or through one of those documents (pages are read with depth 2).
 */
export async function findDependents(payload: Payload, collection: string, id: DocId): Promise<Dependents> {
  const adapter = sqlAdapter(payload)
  if (!adapter) return { pageUrls: [], docs: [], globals: [] }
  const db = executorFor(adapter)

  const docs: Dependents['docs'] = []
  for (const { slug } of payload.config.collections) {
    // Payload's own bookkeeping (locks, preferences) references everything and shows nothing.
    if (slug === PAGES || slug === collection || slug.startsWith('payload-')) continue
    for (const referrer of await referencingRootIds(db, adapter, slug, collection, [id])) {
      docs.push({ collection: slug, id: referrer })
    }
  }
  const globals: string[] = []
  for (const { slug } of payload.config.globals) {
    if ((await referencingRootIds(db, adapter, slug, collection, [id])).length) globals.push(slug)
  }

  const urls = new Set(await pageUrls(db, adapter, collection, [id]))
  const byCollection = new Map<string, DocId[]>()
  for (const doc of docs) byCollection.set(doc.collection, [...(byCollection.get(doc.collection) ?? []), doc.id])
  for (const [slug, ids] of byCollection) {
    for (const url of await pageUrls(db, adapter, slug, ids)) urls.add(url)
  }
  return { pageUrls: [...urls].sort(), docs, globals }
}

/** Cache tags to expire when a document changes: its own, its list's, and those of everything showing it. */
export async function dependentTags(payload: Payload, collection: string, id: DocId): Promise<string[]> {
  const own = [cacheTags.doc(collection, id), cacheTags.collection(collection)]
  try {
    const { pageUrls, docs, globals } = await findDependents(payload, collection, id)
    return [
      ...own,
      // Lists of referrers keep their ids and order; only the documents' contents changed.
      ...docs.map((doc) => cacheTags.doc(doc.collection, doc.id)),
      ...globals.map(cacheTags.global),
      ...pageUrls.map(cacheTags.page),
    ]
  } catch (error) {
    // Serving a stale page is worse than re-rendering all of them once.
    payload.logger.error({ err: error, msg: `Could not find what shows ${collection} ${id}; expiring every page.` })
    return [...own, cacheTags.pages]
  }
}

const shouldSkip = (req: PayloadRequest) =>
  Boolean(req.context?.disableRevalidate) || process.env.PAYLOAD_SKIP_REVALIDATE === '1'

/**
 * Hooks for a card collection: on change or delete, expire the document, its collection's lists,
 * and exactly the pages (and documents, globals) that show it. References are looked up before a
 * delete, because deleting removes the rows that pointed at the document.
 */
export function revalidateReferencingPages(collection: string): {
  beforeDelete: CollectionBeforeDeleteHook
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  const stashKey = (id: DocId) => `dependentTags:${collection}:${id}`
  return {
    beforeDelete: async ({ id, req }) => {
      if (shouldSkip(req)) return
      req.context[stashKey(id)] = await dependentTags(req.payload, collection, id)
    },
    afterChange: async ({ doc, req }) => {
      if (shouldSkip(req)) return doc
      await expireTags(await dependentTags(req.payload, collection, doc.id))
      return doc
    },
    afterDelete: async ({ id, doc, req }) => {
      if (shouldSkip(req)) return doc
      const stashed = req.context[stashKey(id)]
      const tags = Array.isArray(stashed) ? (stashed as string[]) : await dependentTags(req.payload, collection, id)
      await expireTags(tags)
      return doc
    },
  }
}

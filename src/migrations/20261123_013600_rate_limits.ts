import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Counters of src/server/rate-limit.ts: one row per (bucket, key) and fixed window. Plain SQL
 * outside Payload: the limiter upserts a row in one statement on every form submission.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  create table if not exists "rate_limits" (
    "bucket" text not null,
    "key" text not null,
    "window_start" timestamptz not null default now(),
    "count" integer not null default 0,
    primary key ("bucket", "key")
  );
  create index if not exists "rate_limits_window_start_idx" on "rate_limits" ("window_start");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`drop table if exists "rate_limits";`)
}

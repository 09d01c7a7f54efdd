import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { TRACKING_DDL, TRACKING_DROP } from '../server/tracking/ddl'

/** First-party tracking store (issue 11): raw events by month and daily aggregates, outside Payload. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(TRACKING_DDL))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(TRACKING_DROP))
}

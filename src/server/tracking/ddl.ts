/**
 * The tracking store (plain PostgreSQL, outside Payload): an append-only table of raw events,
 * partitioned by month of arrival, and daily aggregates that outlive the raw rows. Shared by the
 * migration and the tests that start their own cluster. No 'server-only': the migration loads it.
 */
export const TRACKING_DDL = `
create schema if not exists "tracking";

create table "tracking"."event" (
  "received_at" timestamptz not null default now(),
  "occurred_at" timestamptz not null,
  "event_type" text not null,
  "element_id" text,
  "label" text,
  "path" text,
  "metadata" jsonb,
  "user_id" text,
  "user_type" text not null,
  "client_net" text not null
) partition by range ("received_at");

create index "event_received_at_brin" on "tracking"."event" using brin ("received_at");

create table "tracking"."daily" (
  "day" date not null,
  "event_type" text not null,
  "element_id" text not null default '',
  "path" text not null default '',
  "user_type" text not null,
  "events" bigint not null,
  "actors" bigint not null,
  primary key ("day", "event_type", "element_id", "path", "user_type")
);

create or replace function "tracking"."ensure_month"("at" timestamptz) returns void
language plpgsql as $fn$
declare
  start_at timestamptz := date_trunc('month', "at" at time zone 'UTC') at time zone 'UTC';
  part text := 'event_' || to_char(date_trunc('month', "at" at time zone 'UTC'), 'YYYYMM');
begin
  perform pg_advisory_xact_lock(hashtext('tracking.ensure_month'));
  if to_regclass(format('"tracking".%I', part)) is null then
    execute format(
      'create table "tracking".%I partition of "tracking"."event" for values from (%L) to (%L)',
      part, start_at, start_at + interval '1 month'
    );
  end if;
end
$fn$;

select "tracking"."ensure_month"(now());
select "tracking"."ensure_month"(now() + interval '1 month');
`

export const TRACKING_DROP = `drop schema if exists "tracking" cascade;`

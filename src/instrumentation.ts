/** Runs once when a Next server starts, before it serves requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { bootstrap } = await import('./server/bootstrap')
  await bootstrap()
  // Daily rollup and retention of first-party tracking, hourly; one instance at a time (advisory lock).
  const [{ scheduleTrackingRollup }, { getPool }, { env }] = await Promise.all([
    import('./server/tracking/rollup'),
    import('./server/db'),
    import('./server/env'),
  ])
  scheduleTrackingRollup(getPool, env.TRACKING_RETENTION_MONTHS)
  // A member's changed state (an upgrade, a linked account; on any instance) changes their
  // audience: the page cache asks again rather than trusting what it remembered (decision 016).
  const [{ subscribeToMemberState }, { forgetAudiences }] = await Promise.all([
    import('./server/live/listener'),
    import('./lib/page-cache'),
  ])
  await subscribeToMemberState(() => forgetAudiences())
}

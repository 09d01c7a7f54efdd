/** Runs once when a Next server starts, before it serves requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Several instances: a publish on any of them empties every instance's page cache (REDIS_URL).
  const [{ env }, { startCacheBus }, { expirePageCache }] = await Promise.all([
    import('./server/env'),
    import('./server/cache-bus'),
    import('./lib/page-cache'),
  ])
  if (env.REDIS_URL) startCacheBus({ url: env.REDIS_URL, onExpire: expirePageCache })
  // Background jobs' changes expire the pages' tags by asking this server, inside a request.
  const [{ registerBackgroundExpiry }, { requireSecret }, { selfOrigin }] = await Promise.all([
    import('./server/background-expiry'),
    import('./server/env'),
    import('./lib/self-origin'),
  ])
  registerBackgroundExpiry(selfOrigin(), requireSecret('PAYLOAD_SECRET'))
  const { bootstrap } = await import('./server/bootstrap')
  await bootstrap()
  // Daily rollup and retention of first-party tracking, hourly; one instance at a time (advisory lock).
  const [{ scheduleTrackingRollup }, { getPool }] = await Promise.all([
    import('./server/tracking/rollup'),
    import('./server/db'),
  ])
  scheduleTrackingRollup(getPool, env.TRACKING_RETENTION_MONTHS)
  // Events whose time is over are marked completed, every few minutes (each instance; idempotent).
  const [{ scheduleEventCompletion }, { getPayloadClient }] = await Promise.all([
    import('./server/events/complete-ended'),
    import('./server/payload'),
  ])
  scheduleEventCompletion(getPayloadClient)
  // Quote spreadsheets go 180 days after their request, or two days after an upload never sent.
  const { scheduleQuoteFileRetention } = await import('./server/quotes/retention')
  scheduleQuoteFileRetention(getPayloadClient)
  // A member's changed state (an upgrade, a linked account; on any instance) changes their
  // audience: the page cache asks again rather than trusting what it remembered (decision 016).
  // A business's changed orders change its savings, which are read again (decision 024).
  const [{ subscribeToMemberState }, { forgetChangedState }] = await Promise.all([
    import('./server/live/listener'),
    import('./lib/page-cache'),
  ])
  await subscribeToMemberState(forgetChangedState)
}

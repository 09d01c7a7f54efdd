/** Runs once when a Next server starts, before it serves requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { bootstrap } = await import('./server/bootstrap')
  await bootstrap()
}

/**
 * Runs a background job once after `firstAfterMs`, then every `everyMs`, without keeping the
 * process alive for it (both timers unref'd). Returns a stop function.
 */
export function scheduleRepeating(
  run: () => void,
  { firstAfterMs, everyMs }: { firstAfterMs: number; everyMs: number },
): () => void {
  const first = setTimeout(run, firstAfterMs)
  const timer = setInterval(run, everyMs)
  first.unref()
  timer.unref()
  return () => {
    clearTimeout(first)
    clearInterval(timer)
  }
}

/**
 * A repeating job that needs a client made on first use (Payload, a pool): each run gets it, runs,
 * and logs a failure under `what` without stopping the next run. Returns a stop function.
 */
export function scheduleJob<Client>(
  what: string,
  getClient: () => Promise<Client>,
  job: (client: Client) => Promise<unknown>,
  timing: { firstAfterMs: number; everyMs: number },
): () => void {
  const run = () =>
    getClient()
      .then(job)
      .catch((error: unknown) => console.error(`${what} failed:`, error instanceof Error ? error.message : error))
  return scheduleRepeating(run, timing)
}

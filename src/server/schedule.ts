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

// Stops a child process the scripts and tests started (the bench's Chromium and empty Next.js app,
// the end-to-end suite's second instance): SIGTERM, then SIGKILL if it has not exited within the
// grace period.
import { setTimeout as delay } from 'node:timers/promises'

/**
 * Sends SIGTERM, waits up to `graceMs` for the process to exit, then sends SIGKILL and waits up to
 * 2 s more. With `group`, the signals go to the process group the child leads (spawned with
 * `detached: true`), so helpers it started stop with it. Resolves once it has exited or the waits
 * are over; never throws.
 */
export async function stopProcess(child, { graceMs = 5000, group = false } = {}) {
  const running = () => child.exitCode === null && child.signalCode === null
  const exited = running() ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve()
  const signal = (name) => {
    try {
      if (group) process.kill(-child.pid, name)
      else if (running()) child.kill(name)
    } catch {
      // Already gone.
    }
  }
  const within = (ms) => Promise.race([exited.then(() => true), delay(ms, false, { ref: false })])
  signal('SIGTERM')
  if (!(await within(graceMs))) {
    signal('SIGKILL')
    await within(2000)
  }
}

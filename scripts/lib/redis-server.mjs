// A throwaway Redis for tests: loopback only, nothing saved to disk, keyspace events on (the
// shared cache handler needs them, see cache-handler.mjs). Used by the integration tests and the
// end-to-end suite (playwright.config.ts).
import { execFileSync, spawn } from 'node:child_process'
import net from 'node:net'

export const REDIS_MISSING_MESSAGE =
  'redis-server was not found on PATH. The tests of several app instances need it: install it with ' +
  '`apt-get update && apt-get install -y redis-server` (Debian/Ubuntu; .ci/run does this), or set REDIS_SERVER to its path.'

/** The redis-server binary, or throws with how to install it. */
export function redisServerBinary() {
  const binary = process.env.REDIS_SERVER || 'redis-server'
  try {
    execFileSync(binary, ['--version'], { stdio: 'ignore' })
  } catch {
    throw new Error(REDIS_MISSING_MESSAGE)
  }
  return binary
}

/** Arguments of a loopback, memory-only redis-server on this port. */
export function redisServerArgs(port) {
  return [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--notify-keyspace-events',
    'Exe',
  ]
}

/** Resolves once something answers PING on the port with PONG; rejects after timeoutMs. */
export async function waitForRedis(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const answered = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.setTimeout(1_000)
      socket.once('connect', () => socket.write('PING\r\n'))
      socket.once('data', (data) => {
        socket.destroy()
        resolve(data.toString().startsWith('+PONG'))
      })
      socket.once('error', () => resolve(false))
      socket.once('timeout', () => {
        socket.destroy()
        resolve(false)
      })
    })
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`redis-server did not answer on 127.0.0.1:${port} within ${timeoutMs} ms`)
}

/**
 * Starts redis-server on the port and waits until it answers. `extraArgs` are added to the
 * command line (e.g. ['--notify-keyspace-events', ''] to turn the events off).
 * @returns {Promise<{ port: number, url: string, stop: () => Promise<void> }>}
 */
export async function startRedisServer(port, extraArgs = []) {
  const child = spawn(redisServerBinary(), [...redisServerArgs(port), ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    await Promise.race([
      waitForRedis(port),
      exited.then((code) => {
        throw new Error(`redis-server exited (${code}) before answering:\n${output}`)
      }),
    ])
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
  }
}

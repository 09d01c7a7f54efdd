import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { stopProcess } from '../../scripts/lib/stop-process.mjs'

// The bench's Chromium and empty Next.js app and the end-to-end suite's second instance are
// stopped this way: SIGTERM, then SIGKILL after the grace period.

/** A Node.js process that prints "ready" once it runs `script`, and stays up. */
function startNode(script: string, detached = false) {
  const child = spawn(process.execPath, ['-e', `${script}; console.log('ready'); setInterval(() => {}, 1000)`], {
    stdio: ['ignore', 'pipe', 'ignore'],
    detached,
  })
  const ready = new Promise<string>((resolve) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk
      if (output.includes('ready')) resolve(output)
    })
  })
  return { child, ready }
}

/** Whether a process runs: an exited one may stay a zombie until its new parent reaps it. */
const alive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

describe('stopProcess', () => {
  it('stops a process with SIGTERM when it exits on it', async () => {
    const { child, ready } = startNode('')
    await ready
    await stopProcess(child, { graceMs: 5000 })
    expect(child.signalCode).toBe('SIGTERM')
  })

  it('sends SIGKILL once the grace period is over, to a process that ignores SIGTERM', async () => {
    const { child, ready } = startNode("process.on('SIGTERM', () => {})")
    await ready
    await stopProcess(child, { graceMs: 300 })
    expect(child.signalCode).toBe('SIGKILL')
  })

  it('stops the helpers of a process group with it, and does nothing for a process already gone', async () => {
    const { child, ready } = startNode(
      "const helper = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log('helper ' + helper.pid)",
      true,
    )
    const helperPid = Number(/helper (\d+)/.exec(await ready)![1])
    expect(alive(helperPid)).toBe(true)
    await stopProcess(child, { group: true })
    await expect.poll(() => alive(helperPid)).toBe(false)
    await stopProcess(child, { graceMs: 100 })
    expect(child.signalCode).toBe('SIGTERM')
  })
})

#!/usr/bin/env node
// `npm run bench -- [url] [--seconds 10] [--connections 20]`: a small closed-loop load test of a
// running app (loopback only). Prints requests per second and latency percentiles.
//   npm start &   then   npm run bench -- http://127.0.0.1:3000/home
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? Number(args[index + 1]) : fallback
}
const url = new URL(args.find((arg) => arg.startsWith('http')) ?? 'http://127.0.0.1:3000/home')
if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
  console.error('Benchmarks run against loopback addresses only.')
  process.exit(2)
}
const seconds = option('seconds', 10)
const connections = option('connections', 20)

const latencies = []
let errors = 0
let statusErrors = 0
const deadline = Date.now() + seconds * 1000

async function worker() {
  while (Date.now() < deadline) {
    const started = performance.now()
    try {
      const response = await fetch(url, { headers: { 'user-agent': 'ea-bench' } })
      await response.arrayBuffer()
      if (!response.ok) statusErrors += 1
      latencies.push(performance.now() - started)
    } catch {
      errors += 1
    }
  }
}

// Warm up once so the first compile or cache fill is not measured.
await fetch(url).then((r) => r.arrayBuffer())
const started = Date.now()
await Promise.all(Array.from({ length: connections }, worker))
const elapsed = (Date.now() - started) / 1000
latencies.sort((a, b) => a - b)
const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : 0)
console.log(`${url} for ${elapsed.toFixed(1)} s with ${connections} connections`)
console.log(`requests: ${latencies.length} (${(latencies.length / elapsed).toFixed(1)}/s), non-2xx: ${statusErrors}, errors: ${errors}`)
console.log(`latency ms: p50 ${pct(50).toFixed(1)}, p90 ${pct(90).toFixed(1)}, p99 ${pct(99).toFixed(1)}, max ${(latencies.at(-1) ?? 0).toFixed(1)}`)

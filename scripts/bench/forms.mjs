#!/usr/bin/env node
// Benchmark of the form endpoints against a started app: submissions per second through
// POST /api/forms and spreadsheet upload throughput through POST /api/upload-file.
//   BENCH_URL=http://localhost:3000 node scripts/bench/forms.mjs
// Options (environment): BENCH_SUBMISSIONS (400), BENCH_CONCURRENCY (8), BENCH_UPLOADS (6),
// BENCH_UPLOAD_MB (8). The requests are spread over simulated clients, each connecting from a
// loopback address of its own (scripts/lib/bench-clients.mjs), so the per-address rate limits
// (FORMS_RATE_LIMIT, UPLOAD_RATE_LIMIT) do not stop the bench and the app needs no setting changed.
// Submissions are stored: run it against a development or scratch database.
import { pathToFileURL } from 'node:url'

import { appNotAnswering, createClientPool, sendAs } from '../lib/bench-clients.mjs'

let base = (process.env.BENCH_URL || process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
const submissions = Number(process.env.BENCH_SUBMISSIONS || 400)
const concurrency = Number(process.env.BENCH_CONCURRENCY || 8)
const uploads = Number(process.env.BENCH_UPLOADS || 6)
const uploadMb = Number(process.env.BENCH_UPLOAD_MB || 8)

async function post(clients, path, body) {
  const text = JSON.stringify(body)
  const { status, text: answer } = await sendAs(clients.next(), `${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: text,
  })
  if (status < 200 || status > 299) throw new Error(`${path} answered ${status}: ${answer.slice(0, 200)}`)
  return text.length
}

const lead = (index) => ({
  formType: 'leads',
  form: 'simple-lead',
  formData: {
    firstName: 'Bench',
    lastName: `Visitor ${index}`,
    email: `bench-${Date.now()}-${index}@bench.example.com`,
    company: 'Benchmark Supplies Co',
    pageSource: 'lead-form',
  },
})

async function runPool(total, task) {
  let next = 0
  const worker = async () => {
    while (next < total) await task(next++)
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker))
}

function csvOfSize(megabytes) {
  const line = 'OD-100245,Copy paper letter 10 reams,12,54.99\n'
  const count = Math.ceil((megabytes * 1024 * 1024) / line.length)
  return Buffer.from(`Product Code,Description,Quantity,Price\n${line.repeat(count)}`)
}

/** Run by scripts/bench.mjs with its context, or alone (BENCH_URL). */
export default async function benchForms({ baseUrl } = {}) {
  if (baseUrl) base = baseUrl.replace(/\/$/, '')
  const notAnswering = await appNotAnswering(base)
  if (notAnswering) {
    console.error(notAnswering)
    process.exitCode = 1
    return
  }

  // Each client sends at most ten requests (clients take turns): well under the default limits of
  // 30 submissions and 10 uploads per address, and each keeps its connection open between them.
  const clients = createClientPool(Math.max(concurrency, Math.ceil((submissions + uploads + 1) / 10)))
  try {
    await runBenches(clients)
  } finally {
    clients.destroy()
  }
}

async function runBenches(clients) {
  await post(clients, '/api/forms', lead(-1)) // warm-up
  const started = performance.now()
  await runPool(submissions, (index) => post(clients, '/api/forms', lead(index)))
  const seconds = (performance.now() - started) / 1000
  console.log(
    `forms: ${submissions} submissions in ${seconds.toFixed(2)} s = ${(submissions / seconds).toFixed(1)} submissions/s (concurrency ${concurrency})`,
  )

  const file = csvOfSize(uploadMb)
  const body = { fileName: 'bench.csv', fileData: file.toString('base64'), mimeType: 'text/csv', fileSize: file.length }
  const uploadStart = performance.now()
  for (let index = 0; index < uploads; index += 1) await post(clients, '/api/upload-file', body)
  const uploadSeconds = (performance.now() - uploadStart) / 1000
  const megabytes = (file.length * uploads) / (1024 * 1024)
  console.log(
    `upload: ${uploads} × ${(file.length / 1048576).toFixed(1)} MB in ${uploadSeconds.toFixed(2)} s = ${(megabytes / uploadSeconds).toFixed(1)} MB/s (file bytes, sequential)`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchForms()

// The front door's static files (page-cache-door.mjs hands it every request first): a request for a
// script or style sheet under /_next/static is answered from the copies compressed when the app was
// built (precompress.mjs), brotli to a browser that takes it and gzip to any other that takes gzip,
// with the headers Next gives the same file. Anything else (another path, a client that takes
// neither encoding, a file without current copies, a server that is not a production one) is
// declined without touching the response, and Next serves it as before.
// See docs/decisions/027-precompressed-static-files.md.
import fs from 'node:fs'
import path from 'node:path'

import { chooseEncoding } from '../../src/lib/accept-encoding.mjs'
import { entryIsCurrent, readPrecompressedManifest } from './precompressed-manifest.mjs'

/** What Next sends with a file under /_next/static (its names carry their content's hash). */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The headers next.config's `headers()` gives every path (from the build's routes-manifest.json):
 * the rules without conditions whose pattern matches. A rule with conditions (`has`, `missing`)
 * that matches leaves the file to Next (null), which knows how to read them.
 */
export function configuredHeaders(routesManifest, pathname) {
  const headers = {}
  for (const rule of routesManifest?.headers ?? []) {
    if (!new RegExp(rule.regex).test(pathname)) continue
    if (rule.has?.length || rule.missing?.length) return null
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value
  }
  return headers
}

/**
 * A door over one build's directory (`.next`). Reads the list of copies at its first request for
 * a static file and each file's copy at its first request, keeps them in memory (the site's and the
 * admin's copies are 3 MB together), and checks that the file is still the one compressed.
 */
export function createStaticDoor(nextDir) {
  let manifest
  let routesManifest
  const answers = new Map()

  function load() {
    manifest = readPrecompressedManifest(nextDir)
    try {
      routesManifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'routes-manifest.json'), 'utf8'))
    } catch {
      routesManifest = null
    }
  }

  /** The stored answer for a path: headers and both copies, or null when Next must serve it. */
  function answerFor(pathname) {
    if (answers.has(pathname)) return answers.get(pathname)
    // Only listed files are remembered (a bounded set), not every address a client makes up.
    const entry = Object.hasOwn(manifest.files, pathname) ? manifest.files[pathname] : undefined
    if (!entry) return null
    const headers = routesManifest && configuredHeaders(routesManifest, pathname)
    let answer = null
    if (headers && entryIsCurrent(nextDir, entry)) {
      const file = path.join(nextDir, entry.file)
      try {
        answer = {
          headers: { ...headers, 'cache-control': IMMUTABLE, 'content-type': entry.type, vary: 'Accept-Encoding' },
          br: { body: fs.readFileSync(`${file}.br`), etag: `"${entry.hash}-br"` },
          gzip: { body: fs.readFileSync(`${file}.gz`), etag: `"${entry.hash}-gz"` },
        }
      } catch {
        answer = null
      }
    }
    answers.set(pathname, answer)
    return answer
  }

  /** Answers the request and returns true, or returns false having written nothing. */
  return function answerStaticFile(request, response) {
    const url = request.url ?? ''
    if (!url.startsWith('/_next/static/') || (request.method !== 'GET' && request.method !== 'HEAD')) return false
    if (manifest === undefined) load()
    const queryAt = url.indexOf('?')
    const answer = answerFor(queryAt < 0 ? url : url.slice(0, queryAt))
    if (!answer) return false
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    if (!encoding) return false
    const { body, etag } = answer[encoding]
    const headers = { ...answer.headers, etag }
    const ifNoneMatch = request.headers['if-none-match']
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      response.writeHead(304, headers)
      response.end()
      return true
    }
    headers['content-encoding'] = encoding
    headers['content-length'] = String(body.length)
    response.writeHead(200, headers)
    response.end(request.method === 'HEAD' ? undefined : body)
    return true
  }
}

/** The door of the app this server runs: its `.next` in the working directory, production only. */
let door
export function answerStaticFile(request, response) {
  if (process.env.NODE_ENV !== 'production') return false
  door ??= createStaticDoor(path.join(process.cwd(), '.next'))
  return door(request, response)
}

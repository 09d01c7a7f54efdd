// Whether the production build in .next is older than the sources it was made from: shared by
// `npm start` (scripts/launch.mjs builds first when it is) and `npm test` (scripts/test-all.mjs
// builds for the end-to-end tests while the other steps run).
import fs from 'node:fs'
import path from 'node:path'

import { root } from './runtime-env.mjs'

/** What a build is made from; a change to any of them (by modification time) calls for a new one. */
const BUILD_INPUTS = ['src', 'public', 'next.config.ts', 'postcss.config.mjs', 'package-lock.json', 'tsconfig.json']

/** Newest modification time under the given paths, skipping generated folders. */
function newestMtime(paths) {
  let newest = 0
  const visit = (p) => {
    let stat
    try {
      stat = fs.statSync(p)
    } catch {
      return
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry))
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs
  }
  paths.forEach((p) => visit(path.join(root, p)))
  return newest
}

export function needsBuild() {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!fs.existsSync(buildId)) return true
  return newestMtime(BUILD_INPUTS) > fs.statSync(buildId).mtimeMs
}

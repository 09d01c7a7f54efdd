// What `npm start` looks at to decide whether the built app (.next) is older than its sources.
import fs from 'node:fs'
import path from 'node:path'

/**
 * The sources a build is made from, relative to the project's root: next.config.ts and every
 * module of ours it imports (a test checks that list against its imports).
 */
export const BUILD_INPUTS = [
  'src',
  'public',
  'next.config.ts',
  'scripts/lib/turbopack-chunking.mjs',
  'postcss.config.mjs',
  'package-lock.json',
  'tsconfig.json',
]

/**
 * Newest modification time under the given paths, skipping node_modules. Folders count too: a
 * file deleted or renamed leaves no file newer than the build, only its folder.
 */
function newestMtime(root, paths) {
  let newest = 0
  const visit = (p) => {
    let stat
    try {
      stat = fs.statSync(p)
    } catch {
      return
    }
    if (stat.mtimeMs > newest) newest = stat.mtimeMs
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry))
    }
  }
  paths.forEach((p) => visit(path.join(root, p)))
  return newest
}

/** True without a build, or when a source was added, changed, deleted or renamed since it was made. */
export function buildIsStale(root, inputs = BUILD_INPUTS) {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!fs.existsSync(buildId)) return true
  return newestMtime(root, inputs) > fs.statSync(buildId).mtimeMs
}

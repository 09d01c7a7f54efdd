// The list of the browser's files compressed at build time (precompress.mjs writes it), read by the
// front door that serves them (static-door.mjs) and by the script budgets (script-sizes.mjs). Kept
// apart from the compressor so that the server's preload does not load Zopfli.
import fs from 'node:fs'
import path from 'node:path'

/** The list, under .next: per URL path, the file, its size, hash, and the sizes of its copies. */
export const PRECOMPRESSED_MANIFEST = 'precompressed-static.json'

/** Reads the list of copies, or an empty one when there is none (or it cannot be read). */
export function readPrecompressedManifest(nextDir) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(nextDir, PRECOMPRESSED_MANIFEST), 'utf8'))
    return manifest && typeof manifest.files === 'object' ? manifest : { files: {} }
  } catch {
    return { files: {} }
  }
}

/** A copy on disk (the file's path under .next plus `.br` or `.gz`) has the size the list says. */
export function copyIsCurrent(nextDir, file, suffix, size) {
  try {
    return fs.statSync(path.join(nextDir, `${file}${suffix}`)).size === size
  } catch {
    return false
  }
}

/**
 * An entry of the list still describes what is on disk: the file has the size and time it was
 * compressed at, and both copies the sizes written. Used by the compressor at start, the front door
 * and the script budgets alike.
 */
export function entryIsCurrent(nextDir, entry) {
  try {
    const stat = fs.statSync(path.join(nextDir, entry.file))
    if (stat.size !== entry.size || stat.mtimeMs !== entry.mtimeMs) return false
  } catch {
    return false
  }
  return copyIsCurrent(nextDir, entry.file, '.br', entry.br) && copyIsCurrent(nextDir, entry.file, '.gz', entry.gz)
}

/**
 * The bytes of a built file's current copy in an encoding ('br' or 'gz'), or null when there is
 * none (never compressed, or the file changed since). `file` is its path under .next.
 */
export function precompressedSize(nextDir, manifest, file, encoding) {
  const entry = manifest.files[`/_next/${file}`]
  return entry && entryIsCurrent(nextDir, entry) ? entry[encoding] : null
}

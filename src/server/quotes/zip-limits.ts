/**
 * Zip-bomb check for xlsx files, before any spreadsheet parser sees them. An xlsx is a ZIP; its
 * parts are inflated here with zlib's maxOutputLength, so a part that claims to be small but
 * inflates to gigabytes is stopped at the limit instead of filling memory. The work runs on
 * zlib's thread pool (async), not on the event loop.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const inflateRaw = promisify(zlib.inflateRaw) as (buffer: Uint8Array, options: zlib.ZlibOptions) => Promise<Buffer>

/** The inflated size all parts of one xlsx may add up to. A 1,000-row sheet is well under 1 MB. */
export const XLSX_MAX_UNCOMPRESSED_BYTES = 64 * 1024 * 1024
/** More parts than any real workbook has (sheets, styles, relations, media). */
export const XLSX_MAX_PARTS = 2000

export type ZipCheck = { ok: true; parts: number; uncompressedBytes: number } | { ok: false; reason: 'too-large' | 'corrupt' }

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

function findEndOfCentralDirectory(bytes: Buffer): number {
  const stop = Math.max(0, bytes.length - 22 - 0xffff)
  for (let offset = bytes.length - 22; offset >= stop; offset--) {
    if (bytes.readUInt32LE(offset) === EOCD) return offset
  }
  return -1
}

/**
 * Walks the ZIP's central directory and inflates every part, counting real (not declared) sizes.
 * 'too-large' when the parts add up to more than `maxBytes` or there are too many; 'corrupt' when
 * the structure or a part's data is broken (ZIP64 included: no quote sheet needs it).
 */
export async function checkZipSize(input: Uint8Array, maxBytes = XLSX_MAX_UNCOMPRESSED_BYTES): Promise<ZipCheck> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength)
  if (bytes.length < 22) return { ok: false, reason: 'corrupt' }
  const end = findEndOfCentralDirectory(bytes)
  if (end < 0) return { ok: false, reason: 'corrupt' }
  const count = bytes.readUInt16LE(end + 10)
  const directoryOffset = bytes.readUInt32LE(end + 16)
  if (count === 0xffff || directoryOffset === 0xffffffff) return { ok: false, reason: 'corrupt' }
  if (count > XLSX_MAX_PARTS) return { ok: false, reason: 'too-large' }

  // Declared sizes first: an honest bomb is refused without inflating anything.
  const entries: { method: number; compressed: number; dataStart: number }[] = []
  let declared = 0
  let offset = directoryOffset
  for (let index = 0; index < count; index++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL) return { ok: false, reason: 'corrupt' }
    const method = bytes.readUInt16LE(offset + 10)
    const compressed = bytes.readUInt32LE(offset + 20)
    declared += bytes.readUInt32LE(offset + 24)
    const nameLength = bytes.readUInt16LE(offset + 28)
    const extraLength = bytes.readUInt16LE(offset + 30)
    const commentLength = bytes.readUInt16LE(offset + 32)
    const local = bytes.readUInt32LE(offset + 42)
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) return { ok: false, reason: 'corrupt' }
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28)
    if (dataStart + compressed > bytes.length) return { ok: false, reason: 'corrupt' }
    entries.push({ method, compressed, dataStart })
    offset += 46 + nameLength + extraLength + commentLength
  }
  if (declared > maxBytes) return { ok: false, reason: 'too-large' }

  // Then the real sizes: a part that lies about its size is cut off at what is left of the budget.
  let total = 0
  for (const entry of entries) {
    const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressed)
    if (entry.method === 0) {
      total += entry.compressed
    } else if (entry.method === 8) {
      const left = maxBytes - total
      try {
        total += (await inflateRaw(data, { maxOutputLength: Math.max(1, left + 1) })).byteLength
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { ok: false, reason: 'too-large' }
        return { ok: false, reason: 'corrupt' }
      }
    } else {
      return { ok: false, reason: 'corrupt' }
    }
    if (total > maxBytes) return { ok: false, reason: 'too-large' }
  }
  return { ok: true, parts: count, uncompressedBytes: total }
}

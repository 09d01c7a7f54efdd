/**
 * The body of POST /api/upload-file (spec 7: `{fileName, fileData (base64), mimeType, fileSize}`),
 * built as a Blob from the file's bytes, a slice at a time.
 *
 * Built as one string (FileReader's data URL, then `JSON.stringify`, then `XMLHttpRequest.send`),
 * a 50 MB spreadsheet held the page's main thread for 11 s in Chromium on a 2-core host (two tasks
 * of 6.5 and 4.6 s: the stringify took 0.55 s and the send, which converts the 70 MB string to
 * bytes, 4.2 s), the progress bar moved twice, and the file showed as attached 11.5 s after it was
 * chosen. Here each slice is read, encoded straight to base64 bytes and kept as a Blob of its own,
 * and the request sends the Blob made of them, which the browser streams without the page's
 * thread: no task over 52 ms, and attached after 5.6 s (`.walk/upload.mjs`, scratch, 2026-11-29).
 */

/** Spec 7's alerts for an upload that fails in the browser or on the way. */
export const UPLOAD_MESSAGES = { failed: 'File upload failed', unreadable: 'Failed to read file' } as const

/**
 * A multiple of 3, so each slice's base64 ends without padding and the slices join as one. 768 KiB
 * keeps each slice's work under 50 ms on a slow host (3 MiB slices made tasks of 50 to 100 ms).
 */
export const SLICE_BYTES = 3 * 256 * 1024

const ALPHABET = new TextEncoder().encode('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')
const PAD = 0x3d // '='

/** Standard base64 (RFC 4648, with padding) of `bytes`, as ASCII bytes. */
export function base64Bytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4)
  const whole = bytes.length - (bytes.length % 3)
  let o = 0
  for (let i = 0; i < whole; i += 3) {
    const v = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!
    out[o++] = ALPHABET[v >> 18]!
    out[o++] = ALPHABET[(v >> 12) & 63]!
    out[o++] = ALPHABET[(v >> 6) & 63]!
    out[o++] = ALPHABET[v & 63]!
  }
  const rest = bytes.length - whole
  if (rest) {
    const v = (bytes[whole]! << 16) | (rest === 2 ? bytes[whole + 1]! << 8 : 0)
    out[o++] = ALPHABET[v >> 18]!
    out[o++] = ALPHABET[(v >> 12) & 63]!
    out[o++] = rest === 2 ? ALPHABET[(v >> 6) & 63]! : PAD
    out[o++] = PAD
  }
  return out
}

/** The bytes of a Blob (FileReader: what every browser, and jsdom, can do). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(new Error(UPLOAD_MESSAGES.unreadable))
    reader.readAsArrayBuffer(blob)
  })
}

/**
 * The upload's JSON body for `file`, as a Blob of type application/json. Each slice is read on its
 * own, so the page's thread is given back between slices. Rejects with 'Failed to read file' when
 * the browser cannot read the file.
 */
export async function uploadBody(file: File): Promise<Blob> {
  const encoded: Blob[] = []
  for (let start = 0; start < file.size; start += SLICE_BYTES) {
    encoded.push(new Blob([base64Bytes(await readBytes(file.slice(start, start + SLICE_BYTES)))]))
  }
  return new Blob(
    [
      `{"fileName":${JSON.stringify(file.name)},"fileData":"`,
      ...encoded,
      `","mimeType":${JSON.stringify(file.type)},"fileSize":${file.size}}`,
    ],
    { type: 'application/json' },
  )
}

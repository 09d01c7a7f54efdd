import { UNSTORABLE_CHARACTER_MESSAGE, containsUnstorableCharacter } from '@/lib/unstorable-character'

/**
 * Reads a JSON request body with a size limit, without trusting Content-Length alone (it may be
 * missing or false): the body is read up to the limit and refused beyond it.
 */
export const DEFAULT_BODY_LIMIT = 16 * 1024

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string }

export interface ReadJsonOptions {
  /** Leave null characters and lone surrogates to the caller's own schema, which can say where one is (/api/track). */
  allowUnstorableCharacters?: boolean
}

export async function readJsonBody(
  request: Request,
  limit: number = DEFAULT_BODY_LIMIT,
  options: ReadJsonOptions = {},
): Promise<JsonBody> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(contentType)) {
    return { ok: false, status: 415, message: 'Send the form as JSON.' }
  }
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) {
    return { ok: false, status: 413, message: 'The form is too large.' }
  }
  if (!request.body) return { ok: false, status: 400, message: 'The form is empty.' }

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return { ok: false, status: 413, message: 'The form is too large.' }
    }
    chunks.push(value)
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks))
  let value: unknown
  try {
    value = JSON.parse(text) as unknown
  } catch {
    return { ok: false, status: 400, message: 'The form could not be read.' }
  }
  // PostgreSQL cannot store it; refused here rather than failing the write.
  if (!options.allowUnstorableCharacters && containsUnstorableCharacter(value)) {
    return { ok: false, status: 400, message: UNSTORABLE_CHARACTER_MESSAGE }
  }
  return { ok: true, value }
}

import { ValidationError } from 'payload'
import { z } from 'zod'

import { storedFileName } from '@/lib/stored-file-name'
import { UPLOAD_MAX_BYTES } from '@/lib/constants'
import { toFieldErrors } from '@/lib/field-errors'
import { VALIDATION_MESSAGES } from '@/lib/validation'
import { env } from '@/server/env'
import { SPREADSHEET_MIME_TYPES, detectSpreadsheet } from '@/server/forms/file-type'
import { noStore, rateLimited } from '@/server/forms/guard'
import { assertSameOrigin } from '@/server/origin'
import { getPayloadClient } from '@/server/payload'
import { quoteFileToken } from '@/server/quotes/file-token'
import { readJsonBody } from '@/server/request-body'

export const dynamic = 'force-dynamic'

/** Base64 of the largest file allowed, plus room for the other fields. */
const BODY_LIMIT = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 64 * 1024

const uploadSchema = z.object({
  fileName: z
    .string({ error: 'The file name is missing.' })
    .trim()
    .min(1, { error: 'The file name is missing.' })
    .max(255, { error: 'The file name is too long.' }),
  fileData: z
    .string({ error: 'The file content is missing.' })
    .min(1, { error: 'The file content is missing.' })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'The file content is not valid base64.' }),
  mimeType: z.string({ error: 'The file type is missing.' }).max(200, { error: 'The file type is not valid.' }),
  fileSize: z
    .number({ error: 'The file size is missing.' })
    .int({ error: 'The file size is not valid.' })
    .nonnegative({ error: 'The file size is not valid.' })
    .max(UPLOAD_MAX_BYTES, { error: VALIDATION_MESSAGES.uploadTooLarge }),
})

function refuse(message: string, status = 400, field = 'file') {
  return Response.json({ success: false, message, errors: { [field]: message } }, { status, headers: noStore })
}

/**
 * POST /api/upload-file (spec 7): {fileName, fileData (base64), mimeType, fileSize}. A body larger
 * than a 50 MB file is refused as it streams in (413, 'File size exceeds 50MB limit'), before it
 * is all read; the content must really be xlsx, xls or csv. The file is stored privately
 * (quote-files, operators only) and the answer is the reference the quote form sends as quoteData,
 * with a token that proves the file is the sender's (file-token.ts).
 */
export async function POST(request: Request): Promise<Response> {
  const rejected = assertSameOrigin(request)
  if (rejected) return rejected
  const limited = await rateLimited(request, 'upload-file', env.UPLOAD_RATE_LIMIT)
  if (limited) return limited

  // Browsers always declare the length of a string body. Requiring it lets a too-large upload be
  // refused before a byte is read, and caps what is buffered at what was declared.
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (!Number.isInteger(declared) || declared < 0) return refuse('Please send the file with its length.', 411)
  if (declared > BODY_LIMIT) return refuse(VALIDATION_MESSAGES.uploadTooLarge, 413)
  const body = await readJsonBody(request, declared)
  if (!body.ok) {
    return refuse(body.status === 413 ? VALIDATION_MESSAGES.uploadTooLarge : body.message, body.status)
  }
  const parsed = uploadSchema.safeParse(body.value)
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error)
    const message = Object.values(errors)[0]!
    return Response.json({ success: false, message, errors }, { status: 400, headers: noStore })
  }
  const { fileName, fileData } = parsed.data
  const bytes = Buffer.from(fileData, 'base64')
  if (bytes.byteLength > UPLOAD_MAX_BYTES) return refuse(VALIDATION_MESSAGES.uploadTooLarge, 413)
  const format = detectSpreadsheet(fileName, bytes)
  if (!format) return refuse(VALIDATION_MESSAGES.uploadType, 415)

  const payload = await getPayloadClient()
  const safeName = storedFileName(fileName)
  let doc: { id: number | string }
  try {
    doc = await payload.create({
      collection: 'quote-files',
      data: { detectedFormat: format },
      file: { data: bytes, mimetype: SPREADSHEET_MIME_TYPES[format], name: safeName, size: bytes.byteLength },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // Payload's own content check disagreeing with ours: the same answer as any file not accepted.
    if (error instanceof ValidationError) return refuse(VALIDATION_MESSAGES.uploadType, 415)
    throw error
  }
  return Response.json(
    {
      success: true,
      fileId: String(doc.id),
      fileToken: quoteFileToken(doc.id),
      fileName,
      fileSize: bytes.byteLength,
      mimeType: SPREADSHEET_MIME_TYPES[format],
    },
    { status: 201, headers: noStore },
  )
}

import fs from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { POST as submitForm } from '@/app/api/forms/route'
import { POST as uploadFile } from '@/app/api/upload-file/route'
import { closeMemberStateListener } from '@/server/live/listener'
import { getPayloadClient } from '@/server/payload'
import { deleteExpiredQuoteFiles } from '@/server/quotes/retention'

import { postJson } from './support/requests'

const xlsx = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/quote-supplies.xlsx'))
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const DAY_MS = 24 * 60 * 60 * 1000
const quoteEmail = `retention-${Date.now()}@quote-retention.example.com`

afterAll(async () => {
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'form-submissions', where: { email: { equals: quoteEmail } }, overrideAccess: true })
  await closeMemberStateListener()
})

async function uploadSheet(): Promise<{ fileId: string; fileName: string; fileSize: number; mimeType: string; fileToken: string }> {
  const response = await postJson(uploadFile, '/api/upload-file', {
    fileName: 'Supplies.xlsx',
    fileData: xlsx.toString('base64'),
    mimeType: xlsxType,
    fileSize: xlsx.length,
  })
  expect(response.status).toBe(201)
  return response.json()
}

describe('quote file retention', () => {
  it('deletes an upload never sent after two days, and a sent one 180 days after its request', async () => {
    const payload = await getPayloadClient()
    const sent = await uploadSheet()
    const unsent = await uploadSheet()
    const quote = await postJson(submitForm, '/api/forms', {
      formType: 'ProspectWithQuoteForm',
      formData: {
        firstName: 'Ada',
        lastName: 'Nwosu',
        email: quoteEmail,
        company: 'Nwosu Print',
        numberOfEmployees: '11-50',
        annualSpend: 12000,
        domain: 'nwosuprint.com',
        quoteData: sent,
        terms: true,
        pageSource: 'request-for-quote',
      },
    })
    expect(quote.status).toBe(200)
    const exists = async (id: string) =>
      Boolean(await payload.findByID({ collection: 'quote-files', id, disableErrors: true, overrideAccess: true, depth: 0 }))

    // A day on: both kept. Three days on: the upload no request named is gone, the sent one stays.
    expect(await deleteExpiredQuoteFiles(payload, new Date(Date.now() + DAY_MS))).not.toContain(Number(unsent.fileId))
    expect(await exists(unsent.fileId)).toBe(true)
    expect(await deleteExpiredQuoteFiles(payload, new Date(Date.now() + 3 * DAY_MS))).toContain(Number(unsent.fileId))
    expect(await exists(unsent.fileId)).toBe(false)
    expect(await exists(sent.fileId)).toBe(true)

    // 181 days on: the sent one goes too; the request keeps its answers without the attachment.
    expect(await deleteExpiredQuoteFiles(payload, new Date(Date.now() + 181 * DAY_MS))).toContain(Number(sent.fileId))
    expect(await exists(sent.fileId)).toBe(false)
    const { docs } = await payload.find({ collection: 'form-submissions', where: { email: { equals: quoteEmail } }, overrideAccess: true, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ form: 'quote', quoteFile: null, company: 'Nwosu Print' })
  })
})

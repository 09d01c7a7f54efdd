import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { getPayloadClient } from '@/server/payload'

interface Received {
  from: string
  to: string[]
  raw: string
}

/** Quoted-printable bodies wrap long lines (a link, say) and escape '='. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

describe('mailer', () => {
  const received: Received[] = []
  let server: SMTPServer
  let smtpUrl = ''
  const sentTo: string[] = []
  const uniqueAddress = () => {
    const address = `mail-${randomUUID().slice(0, 8)}@example.com`
    sentTo.push(address)
    return address
  }

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    vi.unstubAllEnvs()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    const payload = await getPayloadClient()
    await payload.delete({ collection: 'dev-mailbox', where: { to: { in: sentTo } }, overrideAccess: true })
  })

  it('sends through the SMTP server in SMTP_URL, HTML and text, with the product name', async () => {
    vi.stubEnv('SMTP_URL', smtpUrl)
    vi.stubEnv('MAIL_FROM', 'EA Collective <hello@example.com>')
    vi.resetModules()
    const { sendAuthEmail } = await import('@/server/mailer')
    const to = uniqueAddress()
    const url =
      'http://localhost:3000/api/auth/magic-link/verify?token=abcdefghijklmnopqrstuvwxyz&callbackURL=%2Fonboard%2Fverified'

    const sent = await sendAuthEmail('magic-link', { to, url, name: 'Dana' })
    expect(sent.delivery).toBe('smtp')
    expect(sent.links).toEqual([url])

    const message = received.find((mail) => mail.to.includes(to))
    expect(message).toBeDefined()
    expect(message!.from).toBe('hello@example.com')
    const raw = decodeQuotedPrintable(message!.raw)
    expect(raw).toMatch(/^Subject: Your EA Collective sign-in link$/m)
    expect(raw).toMatch(/^To: mail-[a-f0-9]{8}@example\.com$/m)
    expect(raw).toContain('Content-Type: text/plain')
    expect(raw).toContain('Content-Type: text/html')
    expect(raw).toContain(url)
    expect(raw).toContain('This link works once and expires in 10 minutes.')

    // Nothing went to the development mailbox.
    const payload = await getPayloadClient()
    const kept = await payload.count({ collection: 'dev-mailbox', where: { to: { equals: to } }, overrideAccess: true })
    expect(kept.totalDocs).toBe(0)
    vi.unstubAllEnvs()
  })

  it('keeps mail in the development mailbox, links extracted, when SMTP_URL is empty', async () => {
    vi.stubEnv('SMTP_URL', '')
    vi.resetModules()
    const { sendMail } = await import('@/server/mailer')
    const to = uniqueAddress()
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const sent = await sendMail({
      to,
      subject: 'Verify your email for EA Collective',
      html: '<p><a href="http://localhost:3000/api/auth/verify-email?token=t1&amp;callbackURL=%2Fonboard%2Fverified">Verify</a></p>',
      text: 'Verify: http://localhost:3000/api/auth/verify-email?token=t1&callbackURL=%2Fonboard%2Fverified',
    })
    expect(sent.delivery).toBe('mailbox')
    expect(info).toHaveBeenCalledWith(
      expect.stringContaining(`[mail] to ${to}: Verify your email for EA Collective\n  → http://`),
    )
    info.mockRestore()

    const payload = await getPayloadClient()
    const doc = await payload.findByID({ collection: 'dev-mailbox', id: Number(sent.id), overrideAccess: true })
    expect(doc).toMatchObject({
      to,
      subject: 'Verify your email for EA Collective',
      links: ['http://localhost:3000/api/auth/verify-email?token=t1&callbackURL=%2Fonboard%2Fverified'],
    })
    expect(received.some((mail) => mail.to.includes(to))).toBe(false)
    vi.unstubAllEnvs()
  })
})

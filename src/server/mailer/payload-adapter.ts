/**
 * Payload's email adapter, so the admin's own mail (an operator's forgotten password) goes the way
 * every other message does: SMTP when SMTP_URL is set, else the operators' outbox and the console.
 * Imported by payload.config.ts, so it loads the mailer (server-only) only when a message is sent.
 */
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { env } from '@/server/env'

type Recipient = SendEmailOptions['to']

function addresses(value: Recipient): string {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ')
}

const textOf = (value: SendEmailOptions['text']) => (typeof value === 'string' ? value : '')

function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1], address: match[2] } : { name: '', address: from.trim() }
}

export const payloadEmailAdapter: EmailAdapter = () => {
  const from = parseFrom(env.MAIL_FROM)
  return {
    name: 'ea-mailer',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    async sendEmail(message) {
      const { sendMail } = await import('./index')
      return sendMail({
        to: addresses(message.to),
        subject: message.subject ?? '',
        html: typeof message.html === 'string' ? message.html : '',
        text: textOf(message.text),
      })
    },
  }
}

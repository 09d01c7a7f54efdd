import 'server-only'

import nodemailer, { type Transporter } from 'nodemailer'

import { env } from '@/server/env'
import { emailedLinkFor } from '@/server/origin'
import { getPayloadClient } from '@/server/payload'

import { extractLinks } from './links'
import { type AuthEmailKind, renderAuthEmail } from './templates'

export interface MailMessage {
  to: string
  subject: string
  html: string
  text: string
}

export interface SentMail {
  /** 'smtp' when handed to the SMTP server, 'mailbox' when kept in the development mailbox. */
  delivery: 'smtp' | 'mailbox'
  /** The SMTP message id, or the mailbox document id. */
  id: string
  links: string[]
}

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port; without it, mail goes to the development mailbox. */
  smtpUrl?: string | null
  from: string
}

export interface Mailer {
  sendMail(message: MailMessage): Promise<SentMail>
  close(): void
}

let warnedAboutMailbox = false

async function saveToMailbox(message: MailMessage, links: string[]): Promise<SentMail> {
  if (env.NODE_ENV === 'production' && !warnedAboutMailbox) {
    warnedAboutMailbox = true
    console.warn("[mail] SMTP_URL is not set: mail is kept in the operators' outbox (admin → Mail outbox), not delivered.")
  }
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'dev-mailbox',
    data: { ...message, links },
    overrideAccess: true,
  })
  // The terminal shows every link too: a new user finds them there without the admin.
  console.info(`[mail] to ${message.to}: ${message.subject}${links.map((link) => `\n  → ${link}`).join('')}`)
  return { delivery: 'mailbox', id: String(doc.id), links }
}

/** One mailer: SMTP through nodemailer when an SMTP URL is given, else the development mailbox. */
export function createMailer({ smtpUrl, from }: MailerOptions): Mailer {
  let transport: Transporter | null = null
  return {
    async sendMail(message) {
      const links = extractLinks(message)
      if (!smtpUrl) return saveToMailbox(message, links)
      transport ??= nodemailer.createTransport(smtpUrl)
      const info = await transport.sendMail({ from, ...message })
      return { delivery: 'smtp', id: String(info.messageId), links }
    },
    close() {
      transport?.close()
      transport = null
    },
  }
}

const globalForMailer = globalThis as typeof globalThis & { __mailer?: { key: string; mailer: Mailer } }

/** Sends one message with the configured mailer (SMTP_URL, MAIL_FROM). */
export function sendMail(message: MailMessage): Promise<SentMail> {
  // One transport per process (it pools SMTP connections), rebuilt if the settings change.
  const key = `${env.SMTP_URL ?? ''}\n${env.MAIL_FROM}`
  if (globalForMailer.__mailer?.key !== key) {
    globalForMailer.__mailer?.mailer.close()
    globalForMailer.__mailer = { key, mailer: createMailer({ smtpUrl: env.SMTP_URL || null, from: env.MAIL_FROM }) }
  }
  return globalForMailer.__mailer.mailer.sendMail(message)
}

const DEFAULT_PRODUCT_NAME = 'EA Collective'

/** The product's name as operators set it (site settings), for subjects and signatures. */
export async function getProductName(): Promise<string> {
  try {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    return settings.productName?.trim() || DEFAULT_PRODUCT_NAME
  } catch {
    return DEFAULT_PRODUCT_NAME
  }
}

/**
 * Renders and sends one of the account emails. `request`: the one that asked for it, whose page's
 * host name the link keeps on this machine (`emailedLinkFor`).
 */
export async function sendAuthEmail(
  kind: AuthEmailKind,
  { to, url, name, request }: { to: string; url: string; name?: string | null; request?: Request | null },
): Promise<SentMail> {
  const link = emailedLinkFor(url, request)
  const rendered = renderAuthEmail(kind, { productName: await getProductName(), url: link, name })
  return sendMail({ to, ...rendered })
}

export interface MailboxMessage {
  id: string
  to: string
  subject: string
  text: string
  links: string[]
  createdAt: string
}

/** The development mailbox, newest first (for /dev/mailbox). */
export async function listMailbox({ limit = 50 }: { limit?: number } = {}): Promise<MailboxMessage[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'dev-mailbox',
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    id: String(doc.id),
    to: doc.to,
    subject: doc.subject,
    text: doc.text ?? '',
    links: doc.links ?? [],
    createdAt: doc.createdAt,
  }))
}

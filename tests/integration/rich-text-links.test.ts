/**
 * Links operators write in rich text reach the site with the linked document read, at the depths
 * the site reads pages and articles, so src/lib/rich-text-links.ts can give them their address;
 * a draft stays unread (its id), and the editor refuses an address with a script scheme.
 * Next's request scope does not exist under Vitest: no draft mode, and the data cache reads through.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { richText } from '@/lib/lexical'
import { documentHref, documentTitle, richTextLinkHref, type RichTextLinkFields } from '@/lib/rich-text-links'
import { closePayload } from '@/server/bootstrap'

import { buildRead } from '../factories/read'

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }))
vi.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: () => {},
}))

const { getRead } = await import('@/features/content/queries')
const { getPageByUrl } = await import('@/server/content')

/** The fields of every link node in a document (its rich text anywhere, blocks too), in order. */
function linksIn(value: unknown): RichTextLinkFields[] {
  if (Array.isArray(value)) return value.flatMap(linksIn)
  if (!value || typeof value !== 'object') return []
  const record = value as { type?: unknown; fields?: RichTextLinkFields }
  if (record.type === 'link' && record.fields) return [record.fields]
  return Object.values(record).flatMap(linksIn)
}

describe('rich-text links', () => {
  let payload: Payload
  const created: { collection: 'reads' | 'pages'; id: number }[] = []
  const noRevalidate = { context: { disableRevalidate: true } }

  beforeAll(async () => {
    payload = await getPayload({ config })
  })

  afterAll(async () => {
    for (const { collection, id } of created.reverse()) {
      await payload.delete({ collection, id, ...noRevalidate }).catch(() => {})
    }
    await closePayload(payload)
  })

  it("gives a read's and a page's links to documents their address; a draft's link has none", async () => {
    const about = (
      await payload.find({ collection: 'pages', where: { url: { equals: '/about-us' } }, depth: 0, limit: 1 })
    ).docs[0]
    expect(about).toBeDefined()
    const draft = await payload.create({
      collection: 'pages',
      data: {
        pageName: 'Rich text links draft',
        slug: 'rich-text-links-draft',
        pagePath: '',
        _status: 'draft',
        layout: [],
      },
      draft: true,
      ...noRevalidate,
    })
    created.push({ collection: 'pages', id: draft.id })

    const read = await payload.create({
      collection: 'reads',
      data: buildRead({
        slug: 'rich-text-links-read',
        body: richText({
          paragraph: [
            { doc: { relationTo: 'pages', value: about.id }, text: 'who we are' },
            ' and ',
            { doc: { relationTo: 'pages', value: draft.id }, text: 'what comes next' },
          ],
        }),
      }),
      ...noRevalidate,
    })
    created.push({ collection: 'reads', id: read.id })

    const shown = await getRead('rich-text-links-read')
    expect(linksIn(shown?.body).map(richTextLinkHref)).toEqual(['/about-us', null])

    const page = await payload.create({
      collection: 'pages',
      data: {
        pageName: 'Rich text links',
        slug: 'rich-text-links-page',
        pagePath: '',
        _status: 'published',
        layout: [
          {
            blockType: 'base',
            component: 'stacked',
            layerStyle: 'white',
            headline: 'Further reading',
            richText: richText({
              paragraph: ['Start with ', { doc: { relationTo: 'reads', value: read.id }, text: 'this article' }],
            }),
          },
        ],
      },
      ...noRevalidate,
    })
    created.push({ collection: 'pages', id: page.id })

    const rendered = await getPageByUrl('/rich-text-links-page')
    expect(linksIn(rendered?.layout).map(richTextLinkHref)).toEqual(['/resources/reads/rich-text-links-read'])
  })

  it('reads a document placed in the text for its title and page', async () => {
    const event = (
      await payload.find({ collection: 'events', where: { _status: { equals: 'published' } }, depth: 0, limit: 1 })
    ).docs[0]
    expect(event).toBeDefined()
    const body = richText('Join us at the next workshop.')
    body.root.children.push({ type: 'relationship', version: 2, format: '', relationTo: 'events', value: event.id })
    const read = await payload.create({
      collection: 'reads',
      data: buildRead({ slug: 'rich-text-links-placed', body }),
      ...noRevalidate,
    })
    created.push({ collection: 'reads', id: read.id })

    const shown = await getRead('rich-text-links-placed')
    const placed = (shown?.body.root.children ?? []).find((node) => node.type === 'relationship') as
      { relationTo: string; value: unknown } | undefined
    expect(documentTitle(placed?.relationTo, placed?.value)).toBe(event.eventTitle)
    expect(documentHref(placed?.relationTo, placed?.value)).toBe(`/community/events/${event.eventSlug}`)
  })

  it('refuses a typed address with a script scheme and stores nothing', async () => {
    await expect(
      payload.create({
        collection: 'reads',
        data: buildRead({
          slug: 'rich-text-links-script',
          body: richText({ paragraph: [{ link: 'javascript:alert(document.cookie)', text: 'a prize' }] }),
        }),
        ...noRevalidate,
      }),
    ).rejects.toThrow(/invalid/i)
    const stored = await payload.find({
      collection: 'reads',
      where: { slug: { equals: 'rich-text-links-script' } },
      depth: 0,
    })
    expect(stored.totalDocs).toBe(0)
  })
})

import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { type CollectionSlug, getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { richText } from '@/lib/lexical'
import { closePayload } from '@/server/bootstrap'
import { dependentTags, findDependents, findPageUrlsReferencing } from '@/server/dependents'

import { buildAuthor } from '../../tests/factories/author'
import { buildBenefit } from '../../tests/factories/benefit'
import { buildEvent } from '../../tests/factories/event'
import { buildMedia } from '../../tests/factories/media'
import { buildRead } from '../../tests/factories/read'

const context = { disableRevalidate: true }

describe('what shows a document', () => {
  let payload: Payload
  const created: { collection: CollectionSlug; id: number }[] = []

  async function create<S extends CollectionSlug>(collection: S, data: Record<string, unknown>, file?: Buffer) {
    const doc = await payload.create({
      collection,
      data: data as never,
      context,
      ...(file
        ? { file: { data: file, mimetype: 'image/png', name: `dependents-${created.length}.png`, size: file.length } }
        : {}),
    })
    created.push({ collection, id: doc.id as number })
    return doc
  }

  const page = (slug: string, layout: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    create('pages', {
      pageName: `Dependents ${slug}`,
      pagePath: 'dependents-test',
      slug,
      layout,
      _status: 'published',
      ...extra,
    })

  const hero = (extra: Record<string, unknown> = {}) => ({
    blockType: 'hero',
    headline: 'Buying power for small businesses',
    ...extra,
  })

  beforeAll(async () => {
    payload = await getPayload({ config })
  })

  afterAll(async () => {
    for (const { collection, id } of created.reverse()) {
      await payload.delete({ collection, id, context }).catch(() => {})
    }
    await closePayload(payload)
  })

  it('finds the pages using an image as their share image or inside a layout block, and no others', async () => {
    const png = await sharp({ create: { width: 20, height: 12, channels: 3, background: '#1f56c3' } })
      .png()
      .toBuffer()
    const image = await create('media', buildMedia(), png)
    await page('share', [hero()], { meta: { image: image.id } })
    await page('hero', [hero({ media: image.id })])
    await page('unrelated', [hero()])

    expect(await findPageUrlsReferencing(payload, 'media', image.id)).toEqual([
      '/dependents-test/hero',
      '/dependents-test/share',
    ])
  })

  it('finds the reads naming an author, since pages show a read with its author', async () => {
    const author = await create('authors', buildAuthor())
    const read = await create('reads', buildRead({ slug: 'dependents-test-read', author: author.id }))

    const dependents = await findDependents(payload, 'authors', author.id)
    expect(dependents.docs).toEqual([{ collection: 'reads', id: read.id }])
    expect(await dependentTags(payload, 'authors', author.id)).toEqual(
      expect.arrayContaining([`doc:authors:${author.id}`, 'collection:authors', `doc:reads:${read.id}`]),
    )
  })

  it('expires the pages showing a card that uses an image, through the card', async () => {
    const png = await sharp({ create: { width: 20, height: 12, channels: 3, background: '#ffb547' } })
      .png()
      .toBuffer()
    const image = await create('media', buildMedia({ altText: 'Payroll dashboard on a tablet' }), png)
    const benefit = await create(
      'benefits',
      buildBenefit({ benefitSlug: 'dependents-test-benefit', benefitImage: image.id }),
    )

    const dependents = await findDependents(payload, 'media', image.id)
    expect(dependents.docs).toContainEqual({ collection: 'benefits', id: benefit.id })
    expect(await findPageUrlsReferencing(payload, 'benefits', benefit.id)).toEqual([])
  })

  it('finds what links to a document in its rich text, or places it there, and the pages showing that', async () => {
    const target = await page('link-target', [hero()])
    const linking = await create(
      'reads',
      buildRead({
        slug: 'dependents-test-linking-read',
        body: richText({
          paragraph: ['See ', { doc: { relationTo: 'pages', value: target.id }, text: 'the programme' }],
        }),
      }),
    )
    const placing = await create(
      'events',
      buildEvent({
        eventSlug: 'dependents-test-placing-event',
        description: {
          root: {
            ...richText().root,
            children: [
              ...richText('Read this before you come.').root.children,
              { type: 'relationship', version: 2, format: '', relationTo: 'reads', value: linking.id },
            ],
          },
        },
      }),
    )
    /** A default block whose text links to a document. */
    const linkingBlock = (relationTo: string, id: number) => ({
      blockType: 'base',
      component: 'stacked',
      layerStyle: 'white',
      headline: 'Further reading',
      richText: richText({ paragraph: [{ doc: { relationTo, value: id }, text: 'read on' }] }),
    })
    await page('links-in-block', [linkingBlock('reads', linking.id)])
    // Another collection's document with the same id is not the target.
    await page('links-elsewhere', [linkingBlock('events', linking.id)])

    expect((await findDependents(payload, 'pages', target.id)).docs).toContainEqual({
      collection: 'reads',
      id: linking.id,
    })
    const ofRead = await findDependents(payload, 'reads', linking.id)
    expect(ofRead.docs).toContainEqual({ collection: 'events', id: placing.id })
    expect(ofRead.pageUrls).toContain('/dependents-test/links-in-block')
    expect(ofRead.pageUrls).not.toContain('/dependents-test/links-elsewhere')
    expect(await dependentTags(payload, 'pages', target.id)).toContain(`doc:reads:${linking.id}`)
  })

  it('finds nothing, without failing, while a column is not migrated yet', async () => {
    const png = await sharp({ create: { width: 20, height: 12, channels: 3, background: '#0e2a5c' } })
      .png()
      .toBuffer()
    const image = await create('media', buildMedia({ altText: 'Storefront at dusk' }), png)
    await page('pending', [hero()], { meta: { image: image.id } })
    const db = (payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }).drizzle

    await db.execute(sql`ALTER TABLE pages RENAME COLUMN meta_image_id TO meta_image_id_pending`)
    try {
      // A fresh adapter state would not know the column either; this one checks it again when missing.
      const urls = await findPageUrlsReferencing(payload, 'media', image.id)
      expect(urls).not.toContain('/dependents-test/pending')
    } finally {
      await db.execute(sql`ALTER TABLE pages RENAME COLUMN meta_image_id_pending TO meta_image_id`)
    }
  })
})

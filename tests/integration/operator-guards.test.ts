/**
 * Operators' mistakes the admin answers before the site pays for them: page addresses that are
 * empty once cleaned, taken by the site's own routes or by another page; deleting or unpublishing
 * a page the header or footer links to; deleting a form placed on a page or an image a page shows.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SLUG_MESSAGE } from '@/collections/Pages/address-rules'
import { richText } from '@/lib/lexical'
import { seedButton } from '@/seed/buttons'
import { odpAccountIssueForm } from '@/seed/content/forms'
import { closePayload } from '@/server/bootstrap'

let payload: Payload
const stamp = Date.now().toString(36)
const created: { collection: 'pages' | 'forms' | 'reads' | 'vendors' | 'media'; id: number }[] = []
const quiet = { context: { disableRevalidate: true }, overrideAccess: true } as const

const pageData = (slug: string, pagePath = '') => ({
  pageName: `Guard ${slug}`,
  slug,
  pagePath,
  layout: [
    {
      blockType: 'checklist' as const,
      headline: 'What to bring',
      columns: '1' as const,
      items: [{ text: 'Your last invoice' }],
    },
  ],
  _status: 'published' as const,
})

async function createPage(slug: string, pagePath = '') {
  const page = await payload.create({ collection: 'pages', data: pageData(slug, pagePath), ...quiet })
  created.push({ collection: 'pages', id: page.id })
  return page
}

/** The message of a refused save or delete: the field's for a validation error, else the error's. */
async function refusal(action: Promise<unknown>): Promise<string> {
  try {
    await action
  } catch (error) {
    const fields = (error as { data?: { errors?: { message: string }[] } }).data?.errors
    return fields?.length ? fields.map((field) => field.message).join(' | ') : (error as Error).message
  }
  throw new Error('expected the operation to be refused')
}

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) await payload.delete({ collection, id, ...quiet }).catch(() => {})
  await closePayload(payload)
})

describe('page addresses', () => {
  it('cleans a slug to words and dashes, with no dash left at either end', async () => {
    const page = await createPage(`Hello World!! ñ ?#% ${stamp}`, 'QA Ops/')
    expect(page.url).toBe(`/qa-ops/hello-world-${stamp}`)
  })

  it('says what a slug needs when nothing is left of it once cleaned', async () => {
    expect(await refusal(createPage('!!!???'))).toBe(SLUG_MESSAGE)
  })

  it('refuses an address the site’s own routes answer, and says why', async () => {
    for (const [slug, pagePath] of [
      ['admin', ''],
      ['sign-in', 'onboard'],
      ['my-read', 'resources/reads'],
      ['my-event', 'community/events'],
    ]) {
      const url = `/${[pagePath, slug].filter(Boolean).join('/')}`
      expect(await refusal(createPage(slug, pagePath)), url).toBe(
        `${url} is an address the site uses for pages of its own, so a page there would never be shown. Choose another slug or parent path.`,
      )
    }
  })

  it('names the page already at an address, on the slug the operator can change', async () => {
    expect(await refusal(createPage('about-us'))).toBe(
      'Another page, About Us, is already at /about-us. Change the slug or the parent path.',
    )
  })
})

describe('pages the navigation links to', () => {
  it('are not deleted or unpublished while the header or footer links to them; once the link goes, they are', async () => {
    const page = await createPage(`guarded-${stamp}`)
    const header = await payload.findGlobal({ slug: 'header', depth: 0 })
    const footer = await payload.findGlobal({ slug: 'footer', depth: 0 })
    const [firstItem, ...otherItems] = header.navItems ?? []
    const [firstGroup, ...otherGroups] = footer.linkGroups ?? []
    await payload.updateGlobal({
      slug: 'header',
      data: {
        navItems: [
          {
            ...firstItem!,
            children: [...(firstItem!.children ?? []), { label: 'Guarded', url: `${page.url}?ref=nav` }],
          },
          ...otherItems,
        ],
      },
      ...quiet,
    })
    await payload.updateGlobal({
      slug: 'footer',
      data: {
        linkGroups: [
          {
            ...firstGroup!,
            links: [...(firstGroup!.links ?? []), { navLinkLabel: 'Guarded', navLinkUrl: `${page.url}/` }],
          },
          ...otherGroups,
        ],
      },
      ...quiet,
    })
    const where = `the header: ${firstItem!.label} › Guarded; the footer: ${firstGroup!.title} › Guarded`

    expect(await refusal(payload.delete({ collection: 'pages', id: page.id, ...quiet }))).toBe(
      `${page.url} is linked from ${where}. Change or remove those links first, then delete the page: visitors would otherwise follow them to a missing page.`,
    )
    expect(
      await refusal(payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' }, ...quiet })),
    ).toContain('first, then unpublish the page')
    expect((await payload.findByID({ collection: 'pages', id: page.id, depth: 0 }))._status).toBe('published')

    await payload.updateGlobal({ slug: 'header', data: { navItems: header.navItems }, ...quiet })
    await payload.updateGlobal({ slug: 'footer', data: { linkGroups: footer.linkGroups }, ...quiet })
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' }, ...quiet })
    await payload.delete({ collection: 'pages', id: page.id, ...quiet })
    await expect(payload.findByID({ collection: 'pages', id: page.id, depth: 0 })).rejects.toThrow()
  })
})

describe('pages other pages link to', () => {
  it('are not deleted while a button on another page leads to them', async () => {
    const target = await createPage(`button-target-${stamp}`)
    const linker = await payload.create({
      collection: 'pages',
      data: {
        ...pageData(`button-linker-${stamp}`),
        layout: [
          {
            blockType: 'callToAction' as const,
            headline: 'Ready to apply?',
            buttons: [seedButton('See the details', `${target.url}#apply`)],
          },
        ],
      },
      ...quiet,
    })
    created.push({ collection: 'pages', id: linker.id })
    expect(await refusal(payload.delete({ collection: 'pages', id: target.id, ...quiet }))).toBe(
      `${target.url} is linked from the page Guard button-linker-${stamp} (${linker.url}). Change or remove that link first, then delete the page: visitors would otherwise follow it to a missing page.`,
    )
    await payload.delete({ collection: 'pages', id: linker.id, ...quiet })
    await payload.delete({ collection: 'pages', id: target.id, ...quiet })
  })
})

describe('pages other content links to', () => {
  it('are not deleted while a read’s text or a vendor’s page address leads to them; a draft’s links do not count', async () => {
    const byAddress = await createPage(`read-target-${stamp}`)
    const byDocument = await createPage(`doc-target-${stamp}`)
    const read = await payload.create({
      collection: 'reads',
      data: {
        readCardTitle: `Guard read ${stamp}`,
        slug: `guard-read-${stamp}`,
        body: richText(
          { paragraph: ['Start with ', { link: `${byAddress.url}?utm=read`, text: 'our checklist' }, '.'] },
          { paragraph: ['Then ', { doc: { relationTo: 'pages', value: byDocument.id }, text: 'book a call' }, '.'] },
        ),
        _status: 'published',
      },
      ...quiet,
    })
    created.push({ collection: 'reads', id: read.id })
    const vendor = await payload.create({
      collection: 'vendors',
      data: {
        vendorHeadline: `Guard vendor ${stamp}`,
        vendorSlug: `guard-vendor-${stamp}`,
        eaVendorPage: byAddress.url,
        _status: 'published',
      },
      ...quiet,
    })
    created.push({ collection: 'vendors', id: vendor.id })
    const draftRead = await payload.create({
      collection: 'reads',
      data: {
        readCardTitle: `Guard draft ${stamp}`,
        slug: `guard-draft-${stamp}`,
        body: richText({ paragraph: [{ link: byDocument.url!, text: 'book a call' }] }),
        _status: 'draft',
      },
      ...quiet,
    })
    created.push({ collection: 'reads', id: draftRead.id })

    expect(await refusal(payload.delete({ collection: 'pages', id: byAddress.id, ...quiet }))).toBe(
      `${byAddress.url} is linked from the read Guard read ${stamp}; the vendor Guard vendor ${stamp}. Change or remove those links first, then delete the page: visitors would otherwise follow them to a missing page.`,
    )
    expect(
      await refusal(payload.update({ collection: 'pages', id: byDocument.id, data: { _status: 'draft' }, ...quiet })),
    ).toBe(
      `${byDocument.url} is linked from the read Guard read ${stamp}. Change or remove that link first, then unpublish the page: visitors would otherwise follow it to a missing page.`,
    )

    await payload.delete({ collection: 'reads', id: read.id, ...quiet })
    await payload.update({ collection: 'vendors', id: vendor.id, data: { eaVendorPage: '' }, ...quiet })
    await payload.delete({ collection: 'pages', id: byAddress.id, ...quiet })
    await payload.delete({ collection: 'pages', id: byDocument.id, ...quiet })
    await expect(payload.findByID({ collection: 'pages', id: byDocument.id, depth: 0 })).rejects.toThrow()
  })
})

describe('reads dated ahead', () => {
  it('are refused on publish with what to do; a draft may carry any date', async () => {
    const read = (slug: string, _status: 'draft' | 'published') =>
      payload.create({
        collection: 'reads',
        data: {
          readCardTitle: `Dated ahead ${slug}`,
          slug: `${slug}-${stamp}`,
          body: richText('Year-end checklist for owners.'),
          publishedAt: '2099-01-01T12:00:00.000Z',
          _status,
        },
        ...quiet,
      })
    expect(await refusal(read('ahead-published', 'published'))).toBe(
      'A published read cannot be dated after today. Keep it as a draft and publish it on the day, or choose an earlier date.',
    )
    const draft = await read('ahead-draft', 'draft')
    created.push({ collection: 'reads', id: draft.id })
    expect(draft.publishedAt).toBe('2099-01-01T12:00:00.000Z')
  })
})

describe('forms placed on pages', () => {
  it('are not deleted while a page shows them', async () => {
    const form = await payload.create({
      collection: 'forms',
      data: {
        ...odpAccountIssueForm,
        formSlug: `guarded-form-${stamp}`,
        formName: `Guarded form ${stamp}`,
        _status: 'published',
      },
      ...quiet,
    })
    created.push({ collection: 'forms', id: form.id })
    const page = await payload.create({
      collection: 'pages',
      data: { ...pageData(`with-form-${stamp}`), layout: [{ blockType: 'connectedForm' as const, form: form.id }] },
      ...quiet,
    })
    created.push({ collection: 'pages', id: page.id })

    expect(await refusal(payload.delete({ collection: 'forms', id: form.id, ...quiet }))).toBe(
      `This form is on the page ${page.url}. Remove its block from that page first, then delete the form.`,
    )
    await payload.delete({ collection: 'pages', id: page.id, ...quiet })
    await payload.delete({ collection: 'forms', id: form.id, ...quiet })
  })
})

describe('images shown on pages', () => {
  // A 1 x 1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  )

  it('are not deleted while a page shows them, and say where', async () => {
    const image = await payload.create({
      collection: 'media',
      data: { altText: '  Storefront at opening day  ' },
      file: { data: png, mimetype: 'image/png', name: `guard-${stamp}.png`, size: png.length },
      ...quiet,
    })
    created.push({ collection: 'media', id: image.id })
    expect(image.altText).toBe('Storefront at opening day')
    const page = await payload.create({
      collection: 'pages',
      data: { ...pageData(`with-image-${stamp}`), layout: [{ blockType: 'imagePanel' as const, media: image.id }] },
      ...quiet,
    })
    created.push({ collection: 'pages', id: page.id })

    expect(await refusal(payload.delete({ collection: 'media', id: image.id, ...quiet }))).toBe(
      `This file is used by the page ${page.url}. Replace or remove it there first, then delete it: visitors would otherwise see a missing image where it is.`,
    )
    await payload.delete({ collection: 'pages', id: page.id, ...quiet })
    await payload.delete({ collection: 'media', id: image.id, ...quiet })
    expect(await payload.count({ collection: 'media', where: { id: { equals: image.id } } })).toEqual({ totalDocs: 0 })
  })

  it('refuse alternative text of only spaces', async () => {
    expect(
      await refusal(
        payload.create({
          collection: 'media',
          data: { altText: '   ' },
          file: { data: png, mimetype: 'image/png', name: `blank-alt-${stamp}.png`, size: png.length },
          ...quiet,
        }),
      ),
    ).toBe('This field is required.')
  })
})

describe('embeds', () => {
  it('are refused on save when their host is not on the iframe allow-list, saying where to add it', async () => {
    const embed = (src: string) => ({
      ...pageData(`embed-${stamp}-${Math.random().toString(36).slice(2, 6)}`),
      layout: [{ blockType: 'iframeEmbed' as const, embedTitle: 'Member survey', cardJson: { iFrameSrc: src } }],
    })
    expect(
      await refusal(payload.create({ collection: 'pages', data: embed('https://forms.example.org/survey'), ...quiet })),
    ).toBe(
      'forms.example.org is not on the iframe allow-list, so visitors would see an error instead of the embed. Add forms.example.org in Site settings, then save this page again.',
    )
    expect(await refusal(payload.create({ collection: 'pages', data: embed('https://'), ...quiet }))).toBe(
      'Enter a whole address, such as https://forms.example.com/apply.',
    )
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await payload.updateGlobal({ slug: 'site-settings', data: { iframeAllowList: ['example.org'] }, ...quiet })
    try {
      const page = await payload.create({
        collection: 'pages',
        data: embed('https://forms.example.org/survey'),
        ...quiet,
      })
      created.push({ collection: 'pages', id: page.id })
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { iframeAllowList: settings.iframeAllowList ?? [] },
        ...quiet,
      })
    }
  })
})

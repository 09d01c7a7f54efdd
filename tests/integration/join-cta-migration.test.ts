import config from '@payload-config'
import { createLocalReq, getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hideJoinOnConfirmations } from '@/migrations/20261130_140000_join_cta_for_visitors'
import type { Page } from '@/payload-types'
import { grantConfirmationPage } from '@/seed/pages/form-confirmations'
import { closePayload } from '@/server/bootstrap'

const context = { disableRevalidate: true }

/** A confirmation page as databases seeded before 2026-11-30 hold it: the join button hidden from nobody. */
function oldConfirmation(): Page['layout'] {
  return grantConfirmationPage.layout.map((block) =>
    block.blockType === 'callToAction'
      ? { ...block, buttons: block.buttons?.map((button) => ({ ...button, hideButtonIf: [] })) }
      : block,
  ) as Page['layout']
}

const joinButtons = (page: Page) =>
  page.layout.filter((block) => block.blockType === 'callToAction').flatMap((block) => block.buttons ?? [])

describe('migration 20261130_140000_join_cta_for_visitors', () => {
  let payload: Payload
  const created: number[] = []

  beforeAll(async () => {
    payload = await getPayload({ config })
  })

  afterAll(async () => {
    for (const id of created) await payload.delete({ collection: 'pages', id, overrideAccess: true, context })
    await closePayload(payload)
  })

  async function createPage(slug: string, status: 'published' | 'draft', pageType: Page['pageType'] = 'CONFIRMATION'): Promise<Page> {
    const page = await payload.create({
      collection: 'pages',
      data: { ...grantConfirmationPage, slug, pageType, pageName: `Migration ${slug}`, layout: oldConfirmation(), _status: status },
      overrideAccess: true,
      context,
    })
    created.push(page.id)
    return page
  }

  it('hides the seeded join button from members on published pages that close with it, drafts left alone', async () => {
    const stamp = Date.now()
    const published = await createPage(`migration-published-${stamp}`, 'published')
    const draft = await createPage(`migration-draft-${stamp}`, 'draft')
    // The Spend Navigator's details page is a FORM page closing with the same block.
    const formPage = await createPage(`migration-form-${stamp}`, 'published', 'FORM')
    expect(joinButtons(published).map((button) => button.hideButtonIf)).toEqual([[]])

    const req = await createLocalReq({}, payload)
    expect(await hideJoinOnConfirmations(payload, req)).toBeGreaterThanOrEqual(2)

    const after = await payload.findByID({ collection: 'pages', id: published.id, depth: 0, overrideAccess: true })
    expect(joinButtons(after).map((button) => button.hideButtonIf)).toEqual([['MEMBER', 'PLUS']])
    expect(joinButtons(after)[0].perUserType[0]).toMatchObject({ label: 'Join Collective for free', href: '/onboard/sign-up' })
    const form = await payload.findByID({ collection: 'pages', id: formPage.id, depth: 0, overrideAccess: true })
    expect(joinButtons(form).map((button) => button.hideButtonIf)).toEqual([['MEMBER', 'PLUS']])
    const untouched = await payload.findByID({ collection: 'pages', id: draft.id, depth: 0, draft: true, overrideAccess: true })
    expect(joinButtons(untouched).map((button) => button.hideButtonIf)).toEqual([[]])

    // Run again: nothing left to change on the pages it already did.
    const again = await createLocalReq({}, payload)
    await hideJoinOnConfirmations(payload, again)
    const twice = await payload.findByID({ collection: 'pages', id: published.id, depth: 0, overrideAccess: true })
    expect(twice.updatedAt).toBe(after.updatedAt)
  })
})

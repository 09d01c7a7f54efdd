import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { Page } from '@/payload-types'

/** The seed's closing block of every confirmation page, as the first seeds wrote it. */
const JOIN_HEADLINE = 'Not a member yet?'
const JOIN_HREF = '/onboard/sign-up'
const MEMBERS = ['MEMBER', 'PLUS'] as const

type Layout = Page['layout']
type Button = NonNullable<Extract<Layout[number], { blockType: 'callToAction' }>['buttons']>[number]

/** A seeded join button still shown to members: one row, to sign-up, hidden from nobody. */
function isJoinForEveryone(button: Button): boolean {
  return (
    (button.hideButtonIf ?? []).length === 0 &&
    button.perUserType.length > 0 &&
    button.perUserType.every((row) => row.href === JOIN_HREF)
  )
}

/** The layout with the seeded join buttons hidden from members, or null when nothing changes. */
export function hideJoinFromMembers(layout: Layout): Layout | null {
  let changed = false
  const next = layout.map((block) => {
    if (block.blockType !== 'callToAction' || block.headline !== JOIN_HEADLINE || !block.buttons?.length) return block
    if (!block.buttons.every(isJoinForEveryone)) return block
    changed = true
    return { ...block, buttons: block.buttons.map((button) => ({ ...button, hideButtonIf: [...MEMBERS] })) }
  })
  return changed ? next : null
}

/**
 * Databases seeded before 2026-11-30 close every confirmation page (and the Spend Navigator's
 * details page) with "Not a member yet?" and a join button shown to members too (the seed now hides
 * it from them, and a call to action whose buttons are all hidden is not shown). Pages an operator has changed since (a newer draft, another
 * headline, other buttons) are left as they are; the update makes a version like any save.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await hideJoinOnConfirmations(payload, req)
}

export async function hideJoinOnConfirmations(payload: Payload, req: PayloadRequest): Promise<number> {
  // Every page: the forms' own landing pages (/spend-navigator-details is a FORM page) close with it too.
  const { docs } = await payload.find({
    collection: 'pages',
    draft: true,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  let updated = 0
  for (const page of docs) {
    if (page._status !== 'published') continue
    const layout = hideJoinFromMembers(page.layout)
    if (!layout) continue
    // A new build comes with the migration, and a new build starts with an empty page cache.
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { layout },
      depth: 0,
      overrideAccess: true,
      req,
      context: { disableRevalidate: true },
    })
    updated += 1
  }
  return updated
}

/** Nothing to undo: showing the block to members again is an operator's edit. */
export async function down(_args: MigrateDownArgs): Promise<void> {}

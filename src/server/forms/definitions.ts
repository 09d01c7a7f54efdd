import 'server-only'

import { unstable_cache } from 'next/cache'

import type { BuilderField, BuilderFormDefinition } from '@/features/forms/builder'
import type { Form } from '@/payload-types'
import { cacheTags } from '@/server/cache-tags'
import { getPayloadClient } from '@/server/payload'

/**
 * Published builder form definitions, read by the server only (the `forms` collection is closed to
 * every API but the admin's). Pages get the part the browser needs; POST /api/forms the same
 * definition by slug, to validate answers with the schema the browser used.
 */

/** What the browser may see of a form: no ids, timestamps or version data. */
export function toPublicDefinition(form: Form): BuilderFormDefinition {
  return {
    formName: form.formName,
    formSlug: form.formSlug,
    formType: form.formType,
    formCollection: form.formCollection ?? null,
    formTitle: form.formTitle ?? null,
    formSubtitle: form.formSubtitle ?? null,
    formButtonText: form.formButtonText ?? null,
    formNote: form.formNote ?? null,
    formLayerStyle: form.formLayerStyle ?? null,
    formConfirmMessage: form.formConfirmMessage ?? null,
    formRedirect: form.formRedirect ?? true,
    formConfirm: form.formConfirm ?? null,
    formSource: form.formSource ?? null,
    formActivateLabel: form.formActivateLabel ?? null,
    formContactUrl: form.formContactUrl ?? null,
    formExternalCta: form.formExternalCta ?? null,
    confirmCard:
      form.confirmCard?.cardHeadline || form.confirmCard?.cardCopy
        ? { cardHeadline: form.confirmCard.cardHeadline ?? null, cardCopy: form.confirmCard.cardCopy ?? null }
        : null,
    fields: form.fields as BuilderField[],
  }
}

async function findPublished(where: { id: { equals: number } } | { formSlug: { equals: string } }): Promise<Form | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'forms',
    where: { and: [where, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return result.docs[0] ?? null
}

/** The published form a block points at (its id, or the document when the page read populated it). */
export async function getPublishedFormForBlock(reference: number | Form | null | undefined): Promise<BuilderFormDefinition | null> {
  const id = typeof reference === 'object' && reference ? reference.id : reference
  if (typeof id !== 'number') return null
  return unstable_cache(
    async () => {
      const form = await findPublished({ id: { equals: id } })
      return form ? toPublicDefinition(form) : null
    },
    ['builder-form', String(id)],
    { tags: [cacheTags.doc('forms', id)] },
  )()
}

/** The published form with this slug, for validating a submission; read fresh. */
export async function getPublishedFormBySlug(slug: string): Promise<Form | null> {
  return findPublished({ formSlug: { equals: slug } })
}

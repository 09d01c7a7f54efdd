import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'

import { isOperator } from '@/access'
import { hrefField, layerStyleField } from '@/blocks/shared/fields'
import { slugField } from '@/fields/slug'
import { type BuilderField, DEFAULT_ACTIVATE_FORM_TYPE, FEEDBACK_FORM_TYPE, definitionProblem } from '@/features/forms/builder'
import { findPageUrlsReferencing, revalidateReferencingPages } from '@/server/dependents'

import { formFieldBlocks } from './field-blocks'

const revalidate = revalidateReferencingPages('forms')

/**
 * A form placed on pages is not deleted: the pages would lose it without a word, and each would
 * then refuse its next publish (its form block's form is required) until an operator found why.
 */
const refuseDeletingPlacedForm: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const urls = await findPageUrlsReferencing(req.payload, 'forms', id)
  if (urls.length === 0) return
  throw new APIError(
    `This form is on ${urls.length === 1 ? 'the page' : 'the pages'} ${urls.join(', ')}. Remove its block from ${urls.length === 1 ? 'that page' : 'those pages'} first, then delete the form.`,
    400,
    null,
    true,
  )
}

/**
 * Builder forms (spec 3 "Form definition"): operators define a form here and place it on a page
 * with the connected form or activate block. Operators only through the APIs: the site reads the
 * published definition a page shows on the server (src/server/forms/definitions.ts) and sends the
 * browser only what the form needs. POST /api/forms validates answers against the same definition.
 */
export const Forms: CollectionConfig = {
  slug: 'forms',
  labels: { singular: 'Form', plural: 'Forms' },
  admin: {
    group: 'Submissions',
    useAsTitle: 'formName',
    defaultColumns: ['formName', 'formType', 'formSlug', 'updatedAt'],
    description: 'Forms built from fields, placed on pages with the Connected form block. Answers arrive in Form submissions.',
  },
  access: { read: isOperator, create: isOperator, update: isOperator, delete: isOperator },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: 'formName',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'formName', label: 'Name', type: 'text', required: true, admin: { description: 'Sent with feedback (formInfo.formName) and shown in the admin.' } },
        {
          name: 'formType',
          label: 'Form type',
          type: 'text',
          required: true,
          defaultValue: FEEDBACK_FORM_TYPE,
          admin: {
            description: `${FEEDBACK_FORM_TYPE}: a feedback form (counts as a completed form for the member). Activate blocks send '{formType}_ACTIVATE'; ${DEFAULT_ACTIVATE_FORM_TYPE} when empty.`,
          },
          validate: (value: string | null | undefined) => (typeof value === 'string' && /^[A-Za-z][\w-]{0,59}$/.test(value)) || 'Letters, digits, dashes and underscores, starting with a letter.',
        },
      ],
    },
    slugField('formSlug', { from: 'formName', description: 'Identifies the form in submissions and in the member’s completed forms.' }),
    {
      type: 'row',
      fields: [
        {
          name: 'formCollection',
          label: 'Submission type',
          type: 'text',
          admin: { description: 'Sent as formType with each answer (spec 7); the slug when empty.' },
          validate: (value: string | null | undefined) => !value || /^[\w-]{1,100}$/.test(value) || 'Letters, digits, dashes and underscores.',
        },
        {
          name: 'formSource',
          label: 'Form source',
          type: 'text',
          admin: { description: 'Sent as pageSource; the slug when empty.' },
          validate: (value: string | null | undefined) => !value || /^[\w\-/]{1,200}$/.test(value) || 'Letters, digits, dashes and slashes only.',
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Text around the form',
      fields: [
        { name: 'formTitle', label: 'Title', type: 'text' },
        { name: 'formSubtitle', label: 'Subtitle', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'formButtonText', label: 'Button text', type: 'text', defaultValue: 'Submit' },
            { name: 'formActivateLabel', label: 'Activate button label', type: 'text', admin: { description: 'For the Activate block: the button that opens this form.' } },
          ],
        },
        { name: 'formNote', label: 'Note under the form', type: 'textarea' },
        layerStyleField('light', 'formLayerStyle'),
      ],
    },
    {
      name: 'fields',
      type: 'blocks',
      required: true,
      minRows: 1,
      blocks: formFieldBlocks,
      validate: (value: unknown) => definitionProblem(value as BuilderField[] | null) ?? true,
    },
    {
      type: 'collapsible',
      label: 'After sending',
      fields: [
        {
          name: 'formRedirect',
          label: 'Go to the confirmation page on success',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Feedback forms always thank the member in place.' },
        },
        {
          name: 'formConfirm',
          label: 'Confirmation page',
          type: 'text',
          admin: { description: 'Its address without the leading slash; lead-form-simple-download when empty.', condition: (data) => data?.formRedirect !== false },
          validate: (value: string | null | undefined) => !value || /^[\w\-/]{1,200}$/.test(value) || 'Letters, digits, dashes and slashes only.',
        },
        {
          name: 'formConfirmMessage',
          label: 'Confirmation message',
          type: 'text',
          admin: { description: 'Shown in place of the form when not redirecting. Default: Thanks for your interest! We’ll get back to you shortly.' },
        },
        {
          name: 'confirmCard',
          label: 'Confirmation card',
          type: 'group',
          admin: { description: 'Optional: a heading and copy shown with the confirmation message.' },
          fields: [
            { name: 'cardHeadline', label: 'Headline', type: 'text' },
            { name: 'cardCopy', label: 'Copy', type: 'textarea' },
          ],
        },
        {
          type: 'row',
          fields: [
            hrefField('formContactUrl', { label: 'Contact Us address', admin: { description: 'Linked beside an error; the help centre when empty.' } }),
            hrefField('formExternalCta', { label: 'External call to action', admin: { description: 'Used for Contact Us when no contact address is set.' } }),
          ],
        },
      ],
    },
  ],
  hooks: {
    afterChange: [revalidate.afterChange],
    beforeDelete: [refuseDeletingPlacedForm, revalidate.beforeDelete],
    afterDelete: [revalidate.afterDelete],
  },
}

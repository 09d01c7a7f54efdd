import type { CollectionConfig } from 'payload'

import { isOperator, pagesRead } from '@/access'
import { PATHWAYS } from '@/features/onboarding/pathways'
import { DEFAULT_PARTNER } from '@/lib/types'
import { pageBlocks } from '@/blocks/configs'
import { cacheTags } from '@/server/cache-tags'
import { dependentTags } from '@/server/dependents'
import { expireTags } from '@/server/revalidate'
import { validatePageSlug } from './address-rules'
import { refuseDeletingLinkedPage, refuseUnpublishingLinkedPage } from './hooks/navigation-links'
import { buildPageUrl, normalizePathSegment, previewUrl } from './url'
import { operatorUrl } from '@/fields/url-validation'
import { PLAIN_CODE_FIELD } from '@/components/admin/fields'

export const PAGE_CATEGORIES = [
  { label: 'Default', value: 'DEFAULT' },
  { label: 'Dashboard', value: 'DASHBOARD' },
  { label: 'Landing', value: 'LANDING' },
  { label: 'Legal', value: 'LEGAL' },
] as const

export const PAGE_TYPES = [
  { label: 'Content page', value: 'PAGE' },
  { label: 'Vendor page', value: 'VENDOR' },
  { label: 'Form page', value: 'FORM' },
  { label: 'Confirmation', value: 'CONFIRMATION' },
] as const

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'pageName',
    defaultColumns: ['pageName', 'url', 'pageCategory', '_status', 'updatedAt'],
    group: 'Content',
    preview: (doc) => (typeof doc.url === 'string' ? previewUrl(doc.url) : null),
    livePreview: {
      url: ({ data }) => (typeof data?.url === 'string' ? previewUrl(data.url) : null),
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 375, height: 740 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  access: {
    read: pagesRead,
    create: isOperator,
    update: isOperator,
    delete: isOperator,
  },
  versions: { drafts: { autosave: false }, maxPerDoc: 25 },
  fields: [
    { name: 'pageName', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'pagePath',
          type: 'text',
          defaultValue: '',
          admin: { description: 'Parent path, for example "community" for /community/events. Empty for top level.' },
          hooks: { beforeValidate: [({ value }) => normalizePathSegment(value)] },
        },
        {
          name: 'slug',
          type: 'text',
          required: true,
          index: true,
          validate: validatePageSlug,
          hooks: { beforeValidate: [({ value }) => normalizePathSegment(value)] },
        },
      ],
    },
    {
      name: 'url',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Address of the page, from its path and slug.' },
      hooks: {
        beforeChange: [({ siblingData }) => buildPageUrl(siblingData.pagePath, siblingData.slug)],
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'pageType',
          type: 'select',
          defaultValue: 'PAGE',
          options: [...PAGE_TYPES],
          admin: { description: 'A Confirmation page (where a form lands) is kept out of search results and the sitemap.' },
        },
        {
          name: 'pageCategory',
          type: 'select',
          defaultValue: 'DEFAULT',
          options: [...PAGE_CATEGORIES],
          admin: { description: 'A DASHBOARD page uses full-width blocks with dashboard styling.' },
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'Content', fields: [{ name: 'layout', type: 'blocks', blocks: pageBlocks, required: true }] },
        {
          label: 'Page object',
          name: 'pageObject',
          description: 'What the page hands to its forms and calls to action (spec section 2).',
          fields: [
            {
              name: 'formJson',
              label: 'Form settings (JSON)',
              type: 'json',
              admin: {
                description: 'Settings of the form this page connects to, as the form module reads them.',
                components: { Field: PLAIN_CODE_FIELD },
              },
            },
            {
              type: 'row',
              fields: [
                { name: 'externalCta', type: 'text', validate: operatorUrl, admin: { description: 'External call-to-action address.' } },
                { name: 'contactUrl', type: 'text', validate: operatorUrl, admin: { description: 'Where “Contact Us” points on this page.' } },
                {
                  name: 'featureToken',
                  type: 'text',
                  admin: { description: 'Token of the feature this page unlocks.' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'pathwaySlug',
                  label: 'Onboarding pathway',
                  type: 'select',
                  options: PATHWAYS.map((pathway) => ({ value: pathway.slug, label: pathway.title })),
                  admin: { description: 'Where “[onboard]” buttons on this page lead: /onboard/{pathway}/start.' },
                },
                {
                  name: 'pageFile',
                  label: 'Page file',
                  type: 'upload',
                  relationTo: 'media',
                  admin: { description: 'What “[download-pdf]” function buttons on this page download.' },
                },
              ],
            },
            {
              name: 'partnerData',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'partnerName', type: 'text' },
                    { name: 'partnerSlug', type: 'text', defaultValue: DEFAULT_PARTNER },
                  ],
                },
                { name: 'partnerLogo', type: 'upload', relationTo: 'media' },
              ],
            },
          ],
        },
        {
          label: 'SEO',
          name: 'meta',
          fields: [
            {
              name: 'title',
              type: 'text',
              admin: {
                description: "Defaults to the page name. Browsers show it followed by the site's name, so it need not end with it.",
              },
            },
            { name: 'description', type: 'textarea', maxLength: 300 },
            { name: 'image', type: 'upload', relationTo: 'media' },
          ],
        },
      ],
    },
  ],
  hooks: {
    beforeChange: [refuseUnpublishingLinkedPage],
    beforeDelete: [refuseDeletingLinkedPage],
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        if (req.context?.disableRevalidate) return doc
        const urls = [doc.url, previousDoc?.url].filter((u): u is string => typeof u === 'string')
        // Cards on other pages link to this one (vendor and benefit cards): they change with its address.
        const others = await dependentTags(req.payload, 'pages', doc.id)
        await expireTags([...urls.map(cacheTags.page), cacheTags.pages, ...others])
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        if (!req.context?.disableRevalidate) await expireTags([cacheTags.page(doc.url), cacheTags.pages])
        return doc
      },
    ],
  },
}

import { sql } from '@payloadcms/db-postgres'
import type {
  ArrayFieldValidation,
  CollectionBeforeOperationHook,
  CollectionConfig,
  DateField,
  RowField,
  TextField,
} from 'payload'

import { isOperator } from '@/access'
import type { RowLabelChoice } from '@/components/admin/row-labels'
import { absoluteHttpUrl } from '@/fields/url-validation'
import { transactionDb } from '@/server/live/notify'
import { lockBeforeUpdate } from '@/server/row-lock'

import { announceAccountDelete, refreshMembersAndAnnounce, unlinkMembersBeforeDelete } from './hooks/state-changes'
import { fillTeamEmails, syncTeamToMembers, validateTeamMembers } from './hooks/team'
import { emailDecidedVendorLinks, markPendingVendorLinks, stampVendorRowDates } from './hooks/vendor-links'
import {
  employeeOptions,
  industryOptions,
  linkStatusOptions,
  roleOptions,
  stageOptions,
  statusOptions,
  vendorKeyOptions,
} from './options'
import { newlyConnectedRows, numbersConnectedElsewhere } from './vendor-account-holders'

function uniqueVendorKeys(rows: unknown): true | string {
  if (!Array.isArray(rows)) return true
  const keys = rows.map((row) => (row as { key?: unknown } | null)?.key).filter(Boolean)
  return new Set(keys).size === keys.length || 'Each vendor account key can appear only once.'
}

/** One row per key; on save, no number this save connects may be connected to another business already. */
/** Any fixed number: the lock every save that may confirm a vendor account takes first. */
const VENDOR_CONFIRMATION_LOCK = 4_242_003

/**
 * A save carrying a CONNECTED vendor row waits for any other such save to commit, so the check
 * that no other business holds the number (validateVendorAccounts) reads it: two operators
 * confirming one number on two businesses at once both succeeded.
 */
const oneConfirmationAtATime: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const rows = (args as { data?: { vendorAccounts?: { linkStatus?: string | null }[] | null } }).data?.vendorAccounts
  const isConfirming = rows?.some((row) => row?.linkStatus === 'CONNECTED')
  if ((operation === 'create' || operation === 'update') && isConfirming && req.transactionID) {
    const db = await transactionDb(req)
    await db.execute(sql`select pg_advisory_xact_lock(${VENDOR_CONFIRMATION_LOCK})`)
  }
  return args
}

const validateVendorAccounts: ArrayFieldValidation = async (rows, { event, id, previousValue, req }) => {
  const unique = uniqueVendorKeys(rows)
  if (unique !== true || event !== 'submit') return unique
  const connecting = newlyConnectedRows(previousValue, rows)
  if (connecting.length === 0) return true
  return numbersConnectedElsewhere(req, id, connecting)
}

/** Plain text fields, one per name and the label operators read. */
const textFields = (...fields: [name: string, label: string][]): TextField[] =>
  fields.map(([name, label]) => ({ name, label, type: 'text' }))

/** dateAdded and dateUpdated side by side. */
function datesRow(admin?: DateField['admin']): RowField {
  const date = (name: string): DateField => ({ name, type: 'date', ...(admin ? { admin } : {}) })
  return { type: 'row', fields: [date('dateAdded'), date('dateUpdated')] }
}

/**
 * A Plus member's business (spec section 3, "Business account"): the raw record the business
 * state is derived from. Operators only through Payload; members see it through /api/me and
 * /api/live, and create it through POST /api/business-account.
 */
export const BusinessAccounts: CollectionConfig = {
  slug: 'business-accounts',
  labels: { singular: 'Business account', plural: 'Business accounts' },
  admin: {
    group: 'Members',
    useAsTitle: 'company',
    defaultColumns: ['company', 'status', 'hasPendingVendorLinks', 'odAccountId', 'updatedAt'],
    listSearchableFields: ['company', 'businessDetails.company'],
  },
  access: { read: isOperator, create: isOperator, update: isOperator, delete: isOperator },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'company',
      type: 'text',
      admin: { readOnly: true, description: 'Copied from the business details, for lists.' },
      hooks: {
        beforeChange: [
          ({ siblingData, originalDoc, value }) => {
            const company = (details: unknown) => (details as { company?: string | null } | undefined)?.company
            return company(siblingData.businessDetails) ?? company(originalDoc?.businessDetails) ?? value ?? null
          },
        ],
      },
    },
    {
      name: 'status',
      type: 'select',
      options: statusOptions,
      defaultValue: 'ACTIVE',
      required: true,
      admin: { position: 'sidebar' },
    },
    { name: 'odAccountId', label: 'ODP account id', type: 'text', admin: { position: 'sidebar' } },
    {
      name: 'hasPendingVendorLinks',
      label: 'Vendor links to confirm',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Set while a member’s vendor account link waits for confirmation (Vendor accounts tab).',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'groupCode', type: 'text' },
        { name: 'promoCode', type: 'text' },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Business',
          fields: [
            {
              name: 'businessInfo',
              type: 'group',
              fields: [
                { name: 'industry', type: 'select', options: industryOptions },
                { name: 'stage', type: 'select', options: stageOptions },
                { name: 'numberOfEmployees', type: 'select', options: employeeOptions },
              ],
            },
            {
              name: 'businessDetails',
              type: 'group',
              fields: [
                ...textFields(
                  ['company', 'Business name'],
                  ['domain', 'Website'],
                  ['address1', 'Street address'],
                  ['address2', 'Suite or unit'],
                ),
                { type: 'row', fields: textFields(['city', 'City'], ['state', 'State'], ['zipcode', 'ZIP code']) },
                ...textFields(['phoneNumber', 'Phone number']),
              ],
            },
          ],
        },
        {
          label: 'Vendor accounts',
          fields: [
            {
              name: 'vendorAccounts',
              type: 'array',
              validate: validateVendorAccounts,
              custom: {
                rowLabel: {
                  fields: ['key', 'vendorAccountNumber', 'linkStatus'],
                  isJoined: true,
                } satisfies RowLabelChoice,
              },
              admin: {
                description:
                  'One row per vendor program; a row counts once it has an account number. A member’s new link is PENDING: set it to CONNECTED to confirm it (the member is emailed) or REFUSED to refuse it.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'key', type: 'select', options: vendorKeyOptions, required: true },
                    {
                      name: 'linkStatus',
                      label: 'Link status',
                      type: 'select',
                      options: linkStatusOptions,
                      defaultValue: 'CONNECTED',
                      // No clear button: an operator clearing a PENDING row would confirm it (empty counts as CONNECTED).
                      admin: { description: 'Empty counts as CONNECTED.', isClearable: false },
                    },
                  ],
                },
                // Spec 3's names stay the columns' and the link templates' (`{vendorPortalBaseUrl}`).
                ...textFields(
                  ['vendorAccountNumber', 'Account number'],
                  ['vendorSpcAccountCard', 'Purchasing card number'],
                ),
                // Links the member's dashboard opens: full addresses ({card}, {accountId} filled in by the site).
                {
                  name: 'vendorSpcAccountCardUrl',
                  label: 'Purchasing card address',
                  type: 'text',
                  validate: absoluteHttpUrl,
                },
                { name: 'vendorPortalBaseUrl', label: 'Portal address', type: 'text', validate: absoluteHttpUrl },
                ...textFields(['vendorParentAccountId', 'Parent account ID']),
                datesRow(),
              ],
            },
          ],
        },
        {
          label: 'Team',
          fields: [
            {
              name: 'teamMembers',
              type: 'array',
              validate: validateTeamMembers,
              // A row is named by its member's email and role ('dana@brightsidebakery.com · OWNER').
              custom: { rowLabel: { fields: ['email', 'role'], isJoined: true } satisfies RowLabelChoice },
              admin: {
                description:
                  'A member on the team belongs to this business (PLUS, with the role given here); removing them ends that. Rows with only an email give no access.',
              },
              fields: [
                { name: 'member', type: 'relationship', relationTo: 'members' },
                { name: 'email', type: 'email' },
                { name: 'role', type: 'select', options: roleOptions, defaultValue: 'MEMBER', required: true },
              ],
            },
          ],
        },
        {
          label: 'Programs',
          fields: [
            { name: 'campaigns', type: 'array', fields: [{ name: 'campaignSlug', type: 'text', required: true }] },
            { name: 'feedbackForms', type: 'array', fields: [{ name: 'formSlug', type: 'text', required: true }] },
            {
              name: 'memberBenefits',
              type: 'array',
              fields: [
                { name: 'benefitSlug', type: 'text', required: true },
                { name: 'benefitPartnerName', type: 'text' },
                datesRow({ date: { pickerAppearance: 'dayAndTime' } }),
              ],
            },
          ],
        },
      ],
    },
  ],
  hooks: {
    beforeOperation: [
      lockBeforeUpdate(
        'business-accounts',
        'This business account changed while you had it open (a member linked an account, asked for a benefit or edited its details). Reload the page to see the change, then make yours again.',
      ),
      oneConfirmationAtATime,
    ],
    beforeChange: [stampVendorRowDates, markPendingVendorLinks, fillTeamEmails],
    afterChange: [syncTeamToMembers, refreshMembersAndAnnounce, emailDecidedVendorLinks],
    beforeDelete: [unlinkMembersBeforeDelete],
    afterDelete: [announceAccountDelete],
  },
}

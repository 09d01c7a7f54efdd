import type { CollectionConfig } from 'payload'

import { isOperator, nobody } from '@/access'
import { lockBeforeUpdate } from '@/server/row-lock'

import { leaveTeamsOnDelete, syncMemberToTeam } from '../BusinessAccounts/hooks/team'

import { computeMemberTargetStatus } from './hooks/target-status'
import {
  announceMemberChange,
  announceMemberDelete,
  deleteSignInAccount,
  endSessionsOfDisabledMember,
} from './hooks/state-changes'

/**
 * One record per member (spec section 3, "Member record"), keyed by the Better Auth user id.
 * Members are not Payload users: only operators reach this collection through Payload; a member
 * reads their own record through the product's routes (/api/me, /api/live).
 */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: 'Member', plural: 'Members' },
  admin: {
    group: 'Members',
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'businessAccountId', 'isDisabled', 'updatedAt'],
    listSearchableFields: ['email', 'firstName', 'lastName'],
    description:
      'Created when someone signs up or starts a guest session. Deleting a member deletes their sign-in account and takes them off their business’s team; to stop someone signing in but keep their record, tick Disabled.',
  },
  // Made only by the site (sign-up or a guest session), never by hand in the admin.
  access: { read: isOperator, create: nobody, update: isOperator, delete: isOperator },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'id',
      label: 'User id',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'The auth user id (Better Auth). Set when the account is created.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
      ],
    },
    { name: 'email', type: 'email', index: true },
    {
      name: 'businessAccountId',
      label: 'Business account',
      type: 'relationship',
      relationTo: 'business-accounts',
      index: true,
      admin: {
        description:
          "Set when the member upgrades to Plus; a member with one is PLUS. Setting it adds them to that business's team as a MEMBER (and takes them off the team before).",
      },
    },
    {
      name: 'joinedCampaigns',
      type: 'text',
      hasMany: true,
      admin: { description: 'Campaign ids the member joined.' },
    },
    {
      name: 'completedForms',
      type: 'text',
      hasMany: true,
      admin: { description: 'Slugs of feedback forms completed before a business account existed.' },
    },
    {
      name: 'targetStatus',
      type: 'text',
      hasMany: true,
      admin: { readOnly: true, description: "Computed from the business account's vendor accounts." },
    },
    {
      type: 'row',
      fields: [
        { name: 'groupCode', type: 'text' },
        { name: 'promoCode', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phoneNumber', type: 'text' },
        { name: 'discordId', label: 'Discord id', type: 'text' },
      ],
    },
    {
      name: 'isAnonymous',
      label: 'Guest',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', readOnly: true, description: 'A guest session that has not signed up.' },
    },
    {
      name: 'isDisabled',
      label: 'Disabled',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'A disabled member cannot sign in; saving ends their open sessions.',
      },
    },
  ],
  hooks: {
    beforeOperation: [
      lockBeforeUpdate(
        'members',
        'This member changed while you had the record open (they edited their profile, upgraded or verified their email). Reload the page to see the change, then make yours again.',
      ),
    ],
    beforeChange: [computeMemberTargetStatus],
    afterChange: [endSessionsOfDisabledMember, syncMemberToTeam, announceMemberChange],
    beforeDelete: [leaveTeamsOnDelete],
    afterDelete: [deleteSignInAccount, announceMemberDelete],
  },
}

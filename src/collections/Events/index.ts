import type { CollectionConfig } from 'payload'

import { isOperator, publishedOrOperator } from '@/access'
import { slugField } from '@/fields/slug'
import { DEFAULT_TIME_ZONE } from '@/lib/dates'
import { revalidateReferencingPages } from '@/server/dependents'

import { DEFAULT_EVENT_MINUTES, EVENT_TIME_ZONES, EVENT_TYPES, LONGEST_EVENT_MINUTES } from './options'

const revalidate = revalidateReferencingPages('events')

/** Community events at /community/events/{eventSlug} (spec section 3, "Event"). */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  admin: {
    useAsTitle: 'eventTitle',
    defaultColumns: ['eventTitle', 'eventType', 'eventScheduleStartTimestamp', 'eventCompleteStatus', '_status'],
    group: 'Content',
  },
  access: { read: publishedOrOperator, create: isOperator, update: isOperator, delete: isOperator },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: 'eventScheduleStartTimestamp',
  fields: [
    { name: 'eventTitle', label: 'Title', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'eventType',
          label: 'Type',
          type: 'select',
          required: true,
          defaultValue: 'WEBINAR',
          options: [...EVENT_TYPES],
        },
        {
          name: 'eventScheduleStartTimestamp',
          label: 'Starts',
          type: 'date',
          required: true,
          index: true,
          timezone: {
            defaultTimezone: DEFAULT_TIME_ZONE,
            supportedTimezones: EVENT_TIME_ZONES.map(({ label, value }) => ({ label, value })),
          },
          admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'h:mm aa' } },
        },
        {
          name: 'duration',
          label: 'Duration (minutes)',
          type: 'number',
          min: 5,
          max: LONGEST_EVENT_MINUTES,
          defaultValue: DEFAULT_EVENT_MINUTES,
        },
      ],
    },
    { name: 'eventImage', label: 'Image', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'richText' },
    {
      type: 'row',
      fields: [
        { name: 'location', type: 'text', admin: { description: 'Venue and city, for events in person.' } },
        {
          name: 'onlineLink',
          label: 'Online link',
          type: 'text',
          validate: (value: unknown) =>
            !value || (typeof value === 'string' && /^https:\/\/\S+$/i.test(value))
              ? true
              : 'Enter a full address starting with https://',
          admin: { description: 'Where members join online (Zoom, Discord stage, ...).' },
        },
      ],
    },
    slugField('eventSlug', { from: 'eventTitle' }),
    {
      name: 'eventCompleteStatus',
      label: 'Completed',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Cards show COMPLETED once the event has taken place.' },
    },
    {
      name: 'eventCollectionId',
      label: 'Event collection id',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', description: 'Series this event belongs to, e.g. grant-office-hours-2026.' },
    },
  ],
  hooks: {
    afterChange: [revalidate.afterChange],
    beforeDelete: [revalidate.beforeDelete],
    afterDelete: [revalidate.afterDelete],
  },
}

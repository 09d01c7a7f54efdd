import type { Block } from 'payload'

import {
  ARTICLE_COLLECTION_OPTIONS,
  ARTICLE_PAGE_SIZE,
  EVENT_STATUS_OPTIONS,
  canFilterByTag,
  isArticleCollection,
} from '@/lib/article-lists'

import { headlineField, layerStyleField, subheadlineField } from '../shared/fields'

/** Reads, guides, resources or events as cards, a page at a time, with a Load More button. */
export const ArticleListBlock: Block = {
  slug: 'articleList',
  interfaceName: 'ArticleListBlock',
  labels: { singular: 'Article list', plural: 'Article lists' },
  fields: [
    layerStyleField('white'),
    headlineField(),
    subheadlineField,
    {
      type: 'row',
      fields: [
        {
          name: 'collection',
          label: 'List',
          type: 'select',
          required: true,
          defaultValue: 'reads',
          options: ARTICLE_COLLECTION_OPTIONS.map(({ label, value }) => ({ label, value })),
        },
        {
          name: 'pageSize',
          label: 'Cards per page',
          type: 'number',
          required: true,
          defaultValue: ARTICLE_PAGE_SIZE.default,
          min: ARTICLE_PAGE_SIZE.min,
          max: ARTICLE_PAGE_SIZE.max,
          admin: { description: 'Load More adds this many at a time.' },
        },
      ],
    },
    {
      name: 'tag',
      label: 'Only with this tag',
      type: 'text',
      admin: {
        description: 'A tag of the reads or resources, e.g. Finance (capitals or not). Empty lists them all.',
        condition: (_data, siblingData) =>
          isArticleCollection(siblingData?.collection) && canFilterByTag(siblingData.collection),
      },
    },
    {
      name: 'eventStatus',
      label: 'Events to show',
      type: 'select',
      defaultValue: 'upcoming',
      options: EVENT_STATUS_OPTIONS.map(({ label, value }) => ({ label, value })),
      admin: { condition: (_data, siblingData) => siblingData?.collection === 'events' },
    },
    {
      name: 'emptyMessage',
      label: 'Message when the list is empty',
      type: 'text',
      admin: { description: 'Defaults to "Nothing here yet. Check back soon."' },
    },
  ],
}

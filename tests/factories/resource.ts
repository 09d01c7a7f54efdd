import type { RequiredDataFromCollectionSlug } from 'payload'

import { richText } from '@/lib/lexical'

type ResourceData = RequiredDataFromCollectionSlug<'resources'>

/** A published spreadsheet-style template hosted as a PDF. */
export function buildResource(overrides: Partial<ResourceData> = {}): ResourceData {
  return {
    resourceCardTitle: 'Small business budget template',
    resourceCardSubtitle: 'A twelve-month cash plan on one page',
    resourceCardCopy:
      'Plan income, fixed costs and seasonal spending month by month, and see early when cash will run short. Includes a worked example for a two-location café.',
    resourceSlug: 'small-business-budget-template',
    resourceSource: 'EA Collective',
    resourceCategory: 'TEMPLATES',
    resourceTags: ['EA', 'Finance'],
    isFeatured: false,
    resourceFiles: [
      {
        assetType: 'PDF',
        url: '/cms-api/media/file/small-business-budget-template.pdf',
        fileName: 'small-business-budget-template.pdf',
        mimeType: 'application/pdf',
        size: 182_400,
      },
    ],
    resourceRichText: richText(
      'Fill in the grey cells only: totals, the monthly cash balance and the warning for months that dip below your safety cushion are calculated for you.',
    ),
    _status: 'published',
    ...overrides,
  }
}

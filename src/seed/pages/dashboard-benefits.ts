import { richText } from '@/lib/lexical'

import { helpCenterButton } from './common'
import type { PageSeed } from './types'

/**
 * The CMS part of /dashboard/benefits, shown under the list of benefits the route itself renders:
 * how requesting works. Operators add blocks here (the benefits request form among them).
 */
export const dashboardBenefitsPage: PageSeed = {
  pageName: 'Dashboard: member benefits',
  slug: 'benefits',
  pagePath: 'dashboard',
  pageType: 'PAGE',
  pageCategory: 'DASHBOARD',
  meta: {
    title: 'Member benefits',
    description: 'Partner offers for members: open one for the details, then request the ones you want.',
  },
  layout: [
    {
      blockType: 'benefitsRequest',
      layerStyle: 'light',
      headline: 'Request benefits',
      subheadline: 'Pick the partners you want to hear from and we will email you how to claim each offer.',
      partners: ['Gusto', 'QuickBooks', 'NEXT Insurance', 'LegalZoom', 'Vistaprint', 'Canva'],
      pageSource: 'dashboard-benefits',
    },
    {
      blockType: 'checklist',
      headline: 'How requesting a benefit works',
      layerStyle: 'light',
      columns: '1',
      items: [
        {
          text: 'Choose the partners you want',
          detail: 'Pick one or several. Requesting is free and you can come back for more at any time.',
        },
        {
          text: 'We pass your request on',
          detail: 'The partner receives your name, email and business details, and nothing else.',
        },
        {
          text: 'The offer arrives by email',
          detail: 'Usually within two business days, with the discount and how to redeem it.',
        },
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Not sure which benefit fits?',
      richText: richText(
        'Tell us what your business spends on each month and our member services team will point you to the offers worth having.',
      ),
      layerStyle: 'brand',
      buttons: [helpCenterButton('Ask member services', { variant: 'primary' })],
    },
  ],
}

import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, vendorButton } from './common'
import type { PageSeed } from './types'

export const vendorsOdpBusinessAccountPage: PageSeed = {
  pageName: 'ODP: Business Account',
  slug: 'business-account',
  pagePath: 'vendors/odp/ea-express',
  pageType: 'VENDOR',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'ODP Business Solutions business credit account | EA Collective',
    description:
      'Buy office supplies on invoice with net 30 terms, one monthly statement and buyer controls, at EA Collective program prices. Subject to credit approval.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'ODP Business Solutions · Business account',
      headline: 'Buy now, pay on invoice with a business credit account',
      richText: richText(
        'A business credit account with ODP Business Solutions lets your team buy online and in store and pay once a month on net 30 terms. Request one here; once ODP Business Solutions approves it, link it to your business with Plus and program prices apply. Subject to ODP Business Solutions’ credit approval.',
      ),
      layerStyle: 'brand',
      buttons: [
        vendorButton('odp', { memberLabel: 'Link an ODP account' }),
        seedButton('Request an account', '#apply', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'feature',
      headline: 'What the account gives you',
      layerStyle: 'white',
      columns: '3',
      items: [
        {
          icon: 'payments',
          headline: 'Net 30 terms',
          copy: 'Pay for this month’s supplies next month, on one statement.',
        },
        {
          icon: 'protection',
          headline: 'Spending controls',
          copy: 'Set limits per buyer and require approval over an amount you choose.',
        },
        {
          icon: 'store',
          headline: 'Online and in store',
          copy: 'Charge purchases to the account in the portal and at the register.',
        },
      ],
    },
    {
      blockType: 'checklist',
      headline: 'What you need to apply',
      layerStyle: 'light',
      columns: '2',
      items: [
        { text: 'Legal business name and address' },
        { text: 'Federal Tax ID (EIN)', detail: 'Sole proprietors without an EIN can ask about alternatives.' },
        { text: 'Years in business and annual revenue range' },
        { text: 'An accounts payable contact', detail: 'Who should receive invoices and statements.' },
      ],
    },
    {
      blockType: 'siteForm',
      layerStyle: 'white',
      formKind: 'account',
      anchor: 'apply',
      headline: 'Request a business credit account',
      subheadline:
        'Tell us who to contact. Our team passes your request to ODP Business Solutions within two business days, and their credit team emails you the application.',
      pageSource: 'odp-business-account',
      submitLabel: 'Submit',
      isRedirect: true,
      formNote:
        'Already a member? Log in first and the request shows in My Requests in your dashboard. Once ODP Business Solutions opens the account, link its number on the ODP page of your dashboard (part of Plus).',
    },
    {
      blockType: 'faq',
      headline: 'Business account questions',
      layerStyle: 'white',
      items: [
        faq(
          'Does applying affect my personal credit?',
          'ODP Business Solutions reviews your business credit. For newer businesses it may ask for a personal guarantee; the application explains what is checked before you submit.',
        ),
        faq(
          'How long does approval take?',
          'Most decisions arrive within two business days of your completed application. If you already have a store purchasing card linked to your business, keep using it in the meantime.',
        ),
        faq(
          'Who do I pay?',
          'ODP Business Solutions invoices you directly under its credit terms. Entrepreneurs Alliance never handles your payments.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Not ready for credit terms?',
      richText: richText('The store purchasing card brings program prices to the register, with no credit check.'),
      layerStyle: 'dark',
      buttons: [
        seedButton('Get the store card', '/vendors/odp/ea-express/store-purchasing-card', { icon: 'arrowForward' }),
        seedButton('All discount options', '/vendors/odp/ea-express/discount-options', { variant: 'outline' }),
      ],
    },
  ],
}

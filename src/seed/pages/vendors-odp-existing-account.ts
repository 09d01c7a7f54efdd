import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, vendorButton } from './common'
import type { PageSeed } from './types'

export const vendorsOdpExistingAccountPage: PageSeed = {
  pageName: 'ODP: Existing Account',
  slug: 'existing-account',
  pagePath: 'vendors/odp/ea-express',
  pageType: 'VENDOR',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Link your existing ODP Business Solutions account | EA Collective',
    description:
      'Already buy from ODP Business Solutions? Link your account with EA Collective Plus and keep your history, users and settings while member pricing applies.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'ODP Business Solutions · Existing account',
      headline: 'Keep your ODP account and add member pricing',
      richText: richText(
        'If your business already has an account with ODP Business Solutions, there is no need to start over. Link it to your business with Plus and program pricing is applied to the account you already use.',
      ),
      layerStyle: 'brand',
      buttons: [vendorButton('odp', { memberLabel: 'Link my account' })],
    },
    {
      blockType: 'checklist',
      headline: 'How linking works',
      layerStyle: 'white',
      columns: '1',
      items: [
        {
          text: 'Find your account number',
          detail: 'It is on your invoices and in the account section of the ODP Business Solutions website.',
        },
        {
          text: 'Enter it in your dashboard',
          detail: 'With Plus, under Buying Programs, ODP Business Solutions: choose the kind of account and enter its number.',
        },
        {
          text: 'Our team confirms the link',
          detail: 'The link shows PENDING until we confirm the account with ODP Business Solutions and move it to program pricing.',
        },
        {
          text: 'You get an email when it is connected',
          detail: 'Usually within two business days. Nothing changes in how you order.',
        },
      ],
    },
    {
      blockType: 'feature',
      headline: 'What stays the same',
      layerStyle: 'light',
      columns: '3',
      items: [
        { icon: 'check', headline: 'Your order history', copy: 'Past orders, saved lists and reorder shortcuts.' },
        { icon: 'community', headline: 'Your users', copy: 'Everyone on your team keeps their login and permissions.' },
        { icon: 'payments', headline: 'Your billing', copy: 'Existing credit terms and payment methods carry over.' },
      ],
    },
    {
      blockType: 'faq',
      headline: 'Existing account questions',
      layerStyle: 'white',
      items: [
        faq(
          'My company has a contract price list already. Will linking change it?',
          'ODP Business Solutions compares your current pricing with the program and keeps whichever is better for each item. Ask our help centre if you want us to review it with you first.',
        ),
        faq(
          'I have more than one account number.',
          'Link the main account first. To add more account numbers to your business, contact member services through the help centre.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'No account yet?',
      richText: richText('Request a business credit account, start with the free store purchasing card or compare every option.'),
      layerStyle: 'dark',
      buttons: [
        seedButton('See all discount options', '/vendors/odp/ea-express/discount-options', { icon: 'arrowForward' }),
      ],
    },
  ],
}

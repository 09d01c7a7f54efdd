import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { card, faq, joinButton } from './common'
import type { PageSeed } from './types'

export const whatWeOfferPage: PageSeed = {
  pageName: 'What We Offer',
  slug: 'what-we-offer',
  pagePath: '',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'What we offer | EA Collective',
    description:
      'Buying programs, member benefits, guides and downloads, events, a Discord community and a $5,000 grant: everything in a free EA Collective membership.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'What we offer',
      headline: 'Everything in your free membership',
      richText: richText(
        'EA Collective combines member pricing on the essentials with the know-how and community that help a small business grow. Here is what you get on day one.',
      ),
      layerStyle: 'brand',
      buttons: [joinButton()],
    },
    {
      blockType: 'cardGrid',
      headline: 'Four parts of the Collective',
      layerStyle: 'white',
      hasGrid: true,
      cards: [
        card(
          'Business essentials',
          'Member pricing with ODP Business Solutions for office supplies, Dell Technologies for computers and FedEx for shipping.',
          { button: seedButton('Explore buying programs', '/services/business-essentials', { variant: 'text' }) },
        ),
        card(
          'Member benefits',
          'Offers from partners on the services every business needs: payroll, insurance, software, marketing and legal help.',
          { button: seedButton('See member benefits', '/benefits', { variant: 'text' }) },
        ),
        card(
          'Resources',
          'Guides, articles and downloadable templates on taxes, hiring, cash flow and marketing, free for every member.',
          { button: seedButton('Browse resources', '/resources', { variant: 'text' }) },
        ),
        card('Community', 'Monthly events, a Discord community of owners and a quarterly $5,000 technology grant.', {
          button: seedButton('Meet the community', '/community', { variant: 'text' }),
        }),
      ],
    },
    {
      blockType: 'feature',
      headline: 'Services that do the legwork for you',
      subheadline: 'Free for members and for businesses that are still deciding.',
      layerStyle: 'light',
      columns: '2',
      items: [
        {
          icon: 'savings',
          headline: 'Spend Navigator',
          copy: 'Tell us roughly what you spend by category and we will show where member pricing saves you the most.',
        },
        {
          icon: 'services',
          headline: 'Request for Quote',
          copy: 'Upload the list of items you buy regularly and get a line-by-line quote at member prices within two business days.',
        },
      ],
      buttons: [
        seedButton('Try Spend Navigator', '/services/spend-navigator', { variant: 'secondary' }),
        seedButton('Request a quote', '/services/request-for-quote', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'checklist',
      headline: 'Free membership or Plus?',
      subheadline: 'Every member gets the Collective. Business account holders get Plus on top.',
      layerStyle: 'white',
      columns: '2',
      items: [
        {
          text: 'Collective: member pricing in stores and online',
          detail: 'ODP store purchasing card, Dell and FedEx programs.',
        },
        {
          text: 'Collective: guides, reads and downloads',
          detail: 'The full resource library, with new guides every month.',
        },
        { text: 'Collective: events and Discord', detail: 'Webinars, workshops, meetups and the member community.' },
        { text: 'Collective: the $5,000 technology grant', detail: 'Every member business can apply each quarter.' },
        {
          text: 'Plus: a business account with us',
          detail: 'One account for your company, with your team members on it.',
        },
        {
          text: 'Plus: vendor account programs and cash back',
          detail: 'ODP online portal and credit account, plus cash-back deals.',
        },
      ],
    },
    {
      blockType: 'faq',
      headline: 'Common questions',
      layerStyle: 'light',
      items: [
        faq(
          'Can I use the programs for personal purchases?',
          'The programs are for business purchases. Vendors may close accounts that are used mainly for personal orders.',
        ),
        faq(
          'How do I upgrade to Plus?',
          'Sign in, open your dashboard and choose Upgrade to Plus. You will need your business details, such as your company name and address.',
        ),
        faq(
          'Are the vendor prices the same for everyone?',
          'Member pricing is set by each vendor for the whole Collective. Some vendors add volume pricing for larger accounts; ask for a quote to see yours.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Start with the free membership',
      richText: richText('Everything above, for the price of an email address.'),
      layerStyle: 'dark',
      buttons: [joinButton()],
    },
  ],
}

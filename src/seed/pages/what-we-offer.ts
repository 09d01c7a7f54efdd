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
      'Program prices, member benefits, guides and downloads, events, a Discord community and a $5,000 grant, free. Plus links your vendor accounts.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'What we offer',
      headline: 'Everything in your free membership',
      richText: richText(
        'EA Collective combines program pricing on the essentials with the know-how and community that help a small business grow. Here is what you get on day one, and what Plus adds when you bring your business on board.',
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
          'See the ODP Business Essentials catalogue at program prices as soon as you join. With Plus, link your ODP Business Solutions, Dell Technologies and FedEx accounts so program pricing applies to them.',
          { button: seedButton('Explore buying programs', '/services/business-essentials', { variant: 'text' }) },
        ),
        card(
          'Member benefits',
          'Offers from partners on the services every business needs: payroll, insurance, software, marketing and legal help.',
          { button: seedButton('See member benefits', '/benefits', { variant: 'text' }) },
        ),
        card(
          'Resources',
          'Articles, downloadable templates and checklists on taxes, cash flow, marketing and technology, plus step-by-step guides for members.',
          { button: seedButton('Browse resources', '/resources', { variant: 'text' }) },
        ),
        card('Community', 'Free events, a Discord community of owners and a quarterly $5,000 technology grant.', {
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
      subheadline: 'Every member gets the Collective. Add your business details and Plus comes on top.',
      layerStyle: 'white',
      columns: '2',
      items: [
        {
          text: 'Collective: the ODP Business Essentials catalogue',
          detail: 'Program prices on paper, ink, toner and breakroom supplies, shown in your dashboard.',
        },
        {
          text: 'Collective: member benefits and resources',
          detail: 'Partner offers on payroll, insurance and software, plus reads, downloads and member guides.',
        },
        { text: 'Collective: events and Discord', detail: 'Webinars, workshops, meetups and the member community.' },
        { text: 'Collective: the $5,000 technology grant', detail: 'Every eligible member business can apply each quarter.' },
        {
          text: 'Plus: a business account with us',
          detail: 'One account for your company, opened with your business details.',
        },
        {
          text: 'Plus: your vendor accounts, linked and tracked',
          detail: 'Link your ODP, Dell and FedEx accounts for program pricing, and see your savings against retail.',
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
          'Program pricing is set by each vendor for the whole Collective. Some vendors add volume pricing for larger accounts; ask for a quote to see yours.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Start with the free membership',
      richText: richText('Everything in the Collective costs nothing, and neither does Plus.'),
      layerStyle: 'dark',
      buttons: [joinButton()],
    },
  ],
}

import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, helpCenterButton } from './common'
import type { PageSeed } from './types'

export const industriesCorporationPage: PageSeed = {
  pageName: 'Industries: Corporation',
  slug: 'corporation',
  pagePath: 'industries',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'For corporations and supplier programs | EA Collective',
    description:
      'Strengthen the small businesses in your supply chain and community: offer EA Collective to suppliers, franchisees and dealers at no cost.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Industries · Corporation',
      headline: 'Stronger small suppliers make a stronger supply chain',
      richText: richText(
        'Corporations offer EA Collective to the small businesses they depend on: diverse suppliers, independent dealers, franchisees and community partners. They lower their costs and gain access to guides, events and a technology grant, at no cost to you.',
      ),
      layerStyle: 'dark',
      buttons: [
        seedButton('Start a supplier program', '#contact', { icon: 'arrowForward' }),
        seedButton('What members get', '/what-we-offer', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'feature',
      headline: 'How corporations use the Collective',
      layerStyle: 'white',
      columns: '3',
      items: [
        {
          icon: 'partnership',
          headline: 'Supplier diversity programs',
          copy: 'Give small and diverse suppliers lower operating costs and development resources that help them bid and grow.',
        },
        {
          icon: 'store',
          headline: 'Dealer and franchise networks',
          copy: 'Independent owners in your network buy supplies, technology and shipping at member pricing.',
        },
        {
          icon: 'community',
          headline: 'Community investment',
          copy: 'Sponsor grant cycles or workshops for small businesses in the communities where you operate.',
        },
      ],
    },
    {
      blockType: 'checklist',
      headline: 'What you receive',
      layerStyle: 'light',
      columns: '2',
      items: [
        { text: 'A dedicated group code for your network', detail: 'So participation can be measured.' },
        {
          text: 'Quarterly participation reports',
          detail: 'Totals by program, event and region, without personal data.',
        },
        { text: 'Co-branded onboarding materials', detail: 'Emails and guides for your supplier portal or intranet.' },
        { text: 'A named partnership manager', detail: 'One contact for reporting, events and sponsorships.' },
      ],
    },
    {
      blockType: 'faq',
      headline: 'Corporate partner questions',
      layerStyle: 'white',
      items: [
        faq(
          'Does our company buy through the Collective?',
          'No. The programs are for the small businesses in your network. For your own purchasing, talk to the vendors’ corporate account teams directly.',
        ),
        faq(
          'Can we sponsor the technology grant?',
          'Yes. Sponsors can fund an additional award in a quarter, with recognition on the grant page and at the winner announcement.',
        ),
        faq(
          'How do suppliers join?',
          'They sign up for free with your group code. Anything they buy is between them and the vendor, under the vendor’s terms.',
        ),
      ],
    },
    {
      blockType: 'siteForm',
      layerStyle: 'white',
      formKind: 'lead',
      anchor: 'contact',
      headline: 'Start a supplier program',
      subheadline:
        'Tell us about your company and the small businesses you work with. We reply within two business days with a proposal for your suppliers, dealers or franchisees.',
      pageSource: 'partner-form',
      submitLabel: 'Submit',
      isRedirect: true,
    },
    {
      blockType: 'callToAction',
      headline: 'Invest in the small businesses around you',
      richText: richText('Tell us about your supplier or partner network and we will propose a program.'),
      layerStyle: 'brand',
      buttons: [helpCenterButton('Contact our partnerships team', { variant: 'primary' })],
    },
  ],
}

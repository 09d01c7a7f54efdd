import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, joinButton, signInButton } from './common'
import type { PageSeed } from './types'

export const landingPage: PageSeed = {
  pageName: 'Landing: save on what you already buy',
  slug: 'landing',
  pagePath: '',
  pageType: 'PAGE',
  pageCategory: 'LANDING',
  meta: {
    title: 'Save on supplies, technology and shipping | EA Collective',
    description:
      'Small businesses save on office supplies, Dell technology and FedEx shipping with EA Collective and its Plus upgrade. Join free in two minutes.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'For owners who watch every dollar',
      headline: 'Stop paying retail for the things your business runs on',
      richText: richText(
        'Paper, toner, laptops, shipping labels: small businesses pay list price for all of it because no one negotiates for them. EA Collective does.',
        'Join free to see program prices from ODP Business Solutions, then upgrade to Plus to link your ODP, Dell Technologies and FedEx accounts and pay program prices on them.',
      ),
      layerStyle: 'dark',
      buttons: [
        joinButton('Join free in two minutes'),
        seedButton('Get a savings walkthrough', '#walkthrough', { variant: 'outline' }),
        signInButton('Already a member? Log in'),
      ],
    },
    {
      blockType: 'checklist',
      headline: 'How it works',
      subheadline: 'Three steps, no contracts.',
      layerStyle: 'white',
      columns: '1',
      items: [
        {
          text: '1. Create your free account',
          detail: 'Your first and last name, an email address and a password. Verify the email and you are in.',
        },
        {
          text: '2. Upgrade to Plus and link your accounts',
          detail:
            'Add your business details to upgrade to Plus, then link your ODP, Dell or FedEx account from your dashboard. Our team confirms each link, usually within two business days.',
        },
        {
          text: '3. Save on every order',
          detail:
            'Once a link is connected, program pricing applies to orders on that account and your dashboard tracks what you save against retail. No coupons to remember.',
        },
      ],
    },
    {
      blockType: 'feature',
      headline: 'What members save on',
      layerStyle: 'light',
      columns: '3',
      items: [
        {
          icon: 'printing',
          headline: 'Office supplies',
          copy: 'Up to 55% off retail on core items like copy paper, ink, toner and cleaning supplies with ODP Business Solutions.',
        },
        {
          icon: 'technology',
          headline: 'Technology',
          copy: 'Member pricing on Dell business laptops, desktops, monitors and docking stations, plus a dedicated advisor.',
        },
        {
          icon: 'shipping',
          headline: 'Shipping',
          copy: 'Up to 40% off FedEx Express and up to 20% off FedEx Ground base rates on eligible shipments, on your own FedEx account.',
        },
      ],
    },
    {
      blockType: 'siteForm',
      layerStyle: 'white',
      formKind: 'mini-lead',
      anchor: 'walkthrough',
      headline: 'Not ready to join? Get a savings walkthrough',
      subheadline:
        'Tell us about your business and a member specialist will email you the programs that fit and what businesses your size typically save.',
      pageSource: 'savings-walkthrough',
      submitLabel: 'Submit',
      isRedirect: true,
      formNote: 'No account needed. We use your details only to send the walkthrough and follow up once.',
    },
    {
      blockType: 'quotePanel',
      layerStyle: 'light',
      quote:
        'I assumed a discount program would mean switching suppliers and filling in forms. It took ten minutes, and our first office supply order came in $140 under what we paid the month before.',
      name: 'Renee Caldwell',
      title: 'Office manager',
      company: 'Caldwell & Ruiz CPAs, Raleigh, NC',
    },
    {
      blockType: 'faq',
      headline: 'Before you join',
      layerStyle: 'white',
      items: [
        faq(
          'What does it cost?',
          'Nothing. EA Collective membership is free, with no credit card and no minimum purchase; vendor partners support the program. Plus is an optional upgrade for businesses that want to link their vendor accounts.',
        ),
        faq(
          'Is there a catch?',
          'No. We email you only about your account and the requests you make: no newsletters and no marketing lists. We never sell your information.',
        ),
        faq('How much will I actually save?', {
          paragraph: [
            'It depends on what you buy. Most members see the biggest savings on office supplies and ground shipping. For a personal estimate, try ',
            { link: '/services/spend-navigator', text: 'Spend Navigator' },
            '.',
          ],
        }),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Your next order could be the first one at member prices',
      richText: richText('Join the Collective today. It is free, and it takes about two minutes.'),
      layerStyle: 'brand',
      buttons: [
        joinButton('Join free'),
        seedButton('See everything we offer', '/what-we-offer', { variant: 'outline' }),
      ],
    },
  ],
}

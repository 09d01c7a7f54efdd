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
      'Small businesses save on office supplies, Dell technology and FedEx shipping with a free EA Collective membership. Join in two minutes.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'For owners who watch every dollar',
      headline: 'Stop paying retail for the things your business runs on',
      richText: richText(
        'Paper, toner, laptops, shipping labels: small businesses pay list price for all of it because no one negotiates for them. EA Collective does.',
        'One free membership gives you member pricing with ODP Business Solutions, Dell Technologies and FedEx.',
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
          detail: 'Your name, your business name and an email address. Verify the email and you are in.',
        },
        {
          text: '2. Turn on the programs you want',
          detail:
            'Get an ODP store purchasing card, link your FedEx account or talk to a Dell advisor. Each takes a few minutes from your dashboard.',
        },
        {
          text: '3. Save on every order',
          detail: 'Member pricing applies automatically at checkout, online and in store. No coupons to remember.',
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
          copy: 'Discounts on eligible FedEx Express and FedEx Ground shipments, applied to your own FedEx account.',
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
          'Nothing. EA Collective membership is free, with no credit card and no minimum purchase. Vendor partners support the program.',
        ),
        faq(
          'Is there a catch?',
          'We will email you about new member offers, events and the grant competition, and you can unsubscribe at any time. We never sell your information.',
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

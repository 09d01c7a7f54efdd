import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, helpCenterButton, joinButton } from './common'
import type { PageSeed } from './types'

export const aboutUsPage: PageSeed = {
  pageName: 'About Us',
  slug: 'about-us',
  pagePath: '',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'About Entrepreneurs Alliance and EA Collective',
    description:
      'Entrepreneurs Alliance runs EA Collective, a free membership that pools the buying power of small businesses and connects their owners.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'About us',
      headline: 'Small businesses are stronger together',
      richText: richText(
        'Entrepreneurs Alliance is an association of and for small business owners. We run EA Collective, a free membership that pools the purchasing power of tens of thousands of independent businesses so each one gets the pricing, know-how and support usually reserved for large companies.',
      ),
      layerStyle: 'light',
      buttons: [joinButton(), seedButton('What we offer', '/what-we-offer', { variant: 'outline' })],
    },
    {
      blockType: 'base',
      component: 'stacked',
      layerStyle: 'white',
      headline: 'Why we exist',
      subheadline: 'A corner bakery pays more for a box of paper than a bank does. We think that is backwards.',
      richText: richText(
        'Large organizations negotiate every contract they sign. Most small businesses never get the chance: they buy at retail, one order at a time. Entrepreneurs Alliance negotiates on behalf of all our members at once, with vendors who want to serve small businesses well.',
        'Savings are only part of it. Owners also need straight answers, tested templates and people who have solved the same problem last year. That is why the Collective includes guides, events and a community that is open every day.',
      ),
    },
    {
      blockType: 'feature',
      headline: 'What we do',
      layerStyle: 'light',
      columns: '2',
      items: [
        {
          icon: 'partnership',
          headline: 'Negotiate with vendors',
          copy: 'We work with ODP Business Solutions, Dell Technologies and FedEx to set member pricing on what small businesses buy most.',
        },
        {
          icon: 'guides',
          headline: 'Publish practical guides',
          copy: 'Checklists, templates and how-tos on taxes, hiring, cash flow and marketing, written with owners and reviewed by practitioners.',
        },
        {
          icon: 'community',
          headline: 'Bring owners together',
          copy: 'Monthly webinars, local meetups and a Discord community where members answer each other’s questions.',
        },
        {
          icon: 'grant',
          headline: 'Invest in members',
          copy: 'Every quarter we award a $5,000 technology grant to a member business with a clear plan to grow.',
        },
      ],
    },
    {
      blockType: 'checklist',
      headline: 'What we promise members',
      layerStyle: 'white',
      columns: '2',
      items: [
        { text: 'Membership stays free', detail: 'The core membership will never require a credit card.' },
        {
          text: 'We never sell your data',
          detail: 'Vendors only receive your details when you ask to join their program.',
        },
        { text: 'No pressure to switch', detail: 'Use the programs that save you money and ignore the rest.' },
        { text: 'Straight answers', detail: 'Our help centre team replies within two business days.' },
      ],
    },
    {
      blockType: 'quotePanel',
      headline: 'From our executive director',
      layerStyle: 'light',
      quote:
        'I ran a print shop for eleven years and never once saw the prices our corporate customers paid for the same paper. EA Collective is the organization I wish I had been able to join back then.',
      name: 'Angela Moreno',
      title: 'Executive Director',
      company: 'Entrepreneurs Alliance',
    },
    {
      blockType: 'faq',
      headline: 'About the organization',
      layerStyle: 'white',
      items: [
        faq(
          'How is Entrepreneurs Alliance funded?',
          'Our vendor partners pay us a marketing fee for reaching small businesses through the Collective. Members never pay to join, and no partner can buy a place in our guides or editorial content.',
        ),
        faq(
          'Is EA Collective the same as Entrepreneurs Alliance?',
          'EA Collective is the membership program run by Entrepreneurs Alliance. When you join the Collective, you become a member of the Alliance.',
        ),
        faq(
          'How do I reach you?',
          'Our help centre answers questions about membership, vendor programs, events and the grant competition. Members can also use the Help Center in their dashboard.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Have a question or a partnership idea?',
      richText: richText('Reach our team through the help centre. We reply within two business days.'),
      layerStyle: 'dark',
      buttons: [
        helpCenterButton('Contact us', { variant: 'primary' }),
        seedButton('Become a supplier', '#suppliers', { variant: 'outline' }),
        joinButton(),
      ],
    },
    {
      blockType: 'siteForm',
      layerStyle: 'white',
      formKind: 'supplier-lead',
      anchor: 'suppliers',
      headline: 'Become a supplier',
      subheadline: 'Offer your products or services to thousands of small businesses through EA Collective.',
      pageSource: 'supplier-form',
      submitLabel: 'Submit',
      isRedirect: true,
    },
  ],
}

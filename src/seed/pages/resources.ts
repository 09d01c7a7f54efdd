import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { card, joinButton } from './common'
import type { PageSeed } from './types'

export const resourcesPage: PageSeed = {
  pageName: 'Resources',
  slug: 'resources',
  pagePath: '',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Resources for small business owners | EA Collective',
    description:
      'Free guides, articles and downloadable templates on taxes, hiring, cash flow, marketing and technology for American small business owners.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Resources',
      headline: 'Practical help for running your business',
      richText: richText(
        'Articles, templates and step-by-step guides written with small business owners and reviewed by accountants, HR consultants and marketers. Read them, download them, use them this week.',
      ),
      layerStyle: 'light',
      buttons: [
        seedButton('Read the latest articles', '/resources/reads', { icon: 'arrowForward' }),
        seedButton('Browse downloads', '/resources/downloads', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'cardGrid',
      headline: 'Find what you need',
      layerStyle: 'white',
      hasGrid: true,
      cards: [
        card('Reads', 'Short articles on what is changing for small businesses and what to do about it.', {
          button: seedButton('Browse reads', '/resources/reads', { variant: 'text' }),
        }),
        card(
          'Downloads',
          'Templates, checklists and worksheets you can save and fill in: budgets, job offers, invoices and more.',
          {
            button: seedButton('Browse downloads', '/resources/downloads', { variant: 'text' }),
          },
        ),
        card(
          'Member guides',
          'In-depth guides for members, from setting up payroll to choosing a point-of-sale system.',
          {
            button: joinButton('Join to read the guides', {
              variant: 'text',
              memberLabel: 'Open my guides',
              memberHref: '/dashboard/guides',
              info: null,
            }),
          },
        ),
        card('Events', 'Free webinars and workshops with experts, plus recordings of past sessions.', {
          button: seedButton('See upcoming events', '/community/events', { variant: 'text' }),
        }),
      ],
    },
    {
      blockType: 'ticker',
      headline: 'Popular topics',
      layerStyle: 'light',
      speedFactor: 5,
      items: [
        { label: 'Quarterly estimated taxes' },
        { label: 'Hiring your first employee' },
        { label: 'Cash flow forecasting' },
        { label: 'Pricing your services' },
        { label: 'Cutting shipping costs' },
        { label: 'Google Business Profile' },
        { label: 'Cybersecurity basics' },
        { label: 'Choosing a laptop for work' },
      ],
    },
    {
      blockType: 'slider',
      headline: 'Start here',
      subheadline: 'The resources new members open first.',
      layerStyle: 'white',
      featureLabel: 'All reads',
      featurePath: '/resources/reads',
      cards: [
        card(
          'The small business tax calendar',
          'Every federal deadline for a sole proprietor, partnership or S corporation, month by month, with reminders you can add to your calendar.',
          {
            subheadline: 'Download · Taxes',
            button: seedButton('Open downloads', '/resources/downloads', { variant: 'text' }),
          },
        ),
        card(
          'Five ways to lower your shipping bill',
          'From right-sizing boxes to choosing Ground over Express, the changes that save ecommerce sellers the most.',
          { subheadline: 'Read · Shipping', button: seedButton('Open reads', '/resources/reads', { variant: 'text' }) },
        ),
        card(
          '13-week cash flow template',
          'The spreadsheet lenders and accountants ask for, pre-built with formulas and an example bakery to follow.',
          {
            subheadline: 'Download · Finance',
            button: seedButton('Open downloads', '/resources/downloads', { variant: 'text' }),
          },
        ),
        card(
          'When to replace your work laptop',
          'Battery health, security updates and repair costs: a simple test for deciding between repair and replacement.',
          {
            subheadline: 'Read · Technology',
            button: seedButton('Open reads', '/resources/reads', { variant: 'text' }),
          },
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Get new resources in your inbox',
      richText: richText(
        'Members receive one email a month with new guides, templates and upcoming events. No spam, and you can unsubscribe at any time.',
      ),
      layerStyle: 'brand',
      buttons: [joinButton('Join free')],
    },
  ],
}

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
          'Templates, checklists and worksheets you can save and fill in: an annual budget, a cash flow forecast, a marketing plan and more.',
          {
            button: seedButton('Browse downloads', '/resources/downloads', { variant: 'text' }),
          },
        ),
        card(
          'Member guides',
          'Step-by-step guides for members on the buying programs, from linking your FedEx account to ordering Dell laptops.',
          {
            button: joinButton('Join to read the guides', {
              variant: 'text',
              memberLabel: 'Open my guides',
              memberHref: '/dashboard/guides',
              info: null,
            }),
          },
        ),
        card('Events', 'Free webinars and workshops with experts. Add any session to your calendar from its page.', {
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
        { label: 'Cash flow forecasting' },
        { label: 'Annual budgeting' },
        { label: 'Paying yourself as an S corporation owner' },
        { label: 'Commercial leases' },
        { label: 'Cutting shipping costs' },
        { label: 'Choosing a shipping speed' },
        { label: 'Cybersecurity basics' },
        { label: 'Hiring your first employee' },
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
          '13-week cash flow forecast',
          'A week-by-week forecast of the money coming in and going out, with a cushion line that flags the weeks you will run short.',
          {
            subheadline: 'Download · Finance',
            button: seedButton('Open the forecast', '/resources/downloads/13-week-cash-flow-forecast', {
              variant: 'text',
            }),
          },
        ),
        card(
          'Five ways to cut shipping costs before peak season',
          'From right-sizing boxes to choosing Ground over Express, the changes that save ecommerce sellers the most.',
          {
            subheadline: 'Read · Shipping',
            button: seedButton('Read the article', '/resources/reads/five-ways-to-cut-shipping-costs', {
              variant: 'text',
            }),
          },
        ),
        card(
          'Annual small business budget template',
          'Twelve months of income and costs on one sheet, so you can see which months lose money and set cash aside in the busy season.',
          {
            subheadline: 'Download · Finance',
            button: seedButton('Open the template', '/resources/downloads/annual-small-business-budget-template', {
              variant: 'text',
            }),
          },
        ),
        card(
          'A cybersecurity routine for teams under 25',
          'Multi-factor sign-in, updates and backups: three habits that stop most attacks on small businesses, with a monthly checklist.',
          {
            subheadline: 'Read · Technology',
            button: seedButton('Read the article', '/resources/reads/a-cybersecurity-routine-for-teams-under-25', {
              variant: 'text',
            }),
          },
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'New reads every month',
      richText: richText(
        'We publish new articles every month, and members find step-by-step guides to the buying programs in their dashboard. Joining is free.',
      ),
      layerStyle: 'brand',
      buttons: [joinButton('Join free')],
    },
  ],
}

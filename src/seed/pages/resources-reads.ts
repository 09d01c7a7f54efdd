import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { card, helpCenterButton, joinButton } from './common'
import type { PageSeed } from './types'

export const resourcesReadsPage: PageSeed = {
  pageName: 'Reads',
  slug: 'reads',
  pagePath: 'resources',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Reads: articles for small business owners | EA Collective',
    description:
      'Short, practical articles on taxes, cash flow, hiring, marketing, technology and shipping for owners of American small businesses.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'The EA Collective blog',
      headline: 'Reads for busy owners',
      richText: richText(
        'Five-minute articles on what is changing for small businesses and what to do about it, written by owners, accountants and our own team.',
      ),
      layerStyle: 'light',
      buttons: [seedButton('Browse downloads', '/resources/downloads', { variant: 'outline' })],
    },
    {
      blockType: 'slider',
      headline: 'Editor’s picks',
      layerStyle: 'white',
      showDots: true,
      cards: [
        card(
          'Paying yourself as an S corporation owner',
          'How to set a reasonable salary, why the IRS cares, and how owner distributions fit in.',
          { subheadline: 'Taxes · 6 min read' },
        ),
        card(
          'What to ask before you sign a commercial lease',
          'Twelve questions about escalations, common area charges and exit clauses, from a broker who works with small tenants.',
          { subheadline: 'Operations · 7 min read' },
        ),
        card(
          'Ground or Express? Choosing a shipping speed customers will pay for',
          'What our ecommerce members learned from testing free ground shipping against paid two-day delivery.',
          { subheadline: 'Shipping · 5 min read' },
        ),
        card(
          'A cybersecurity routine for teams under 25',
          'Multi-factor sign-in, updates and backups: the three habits that stop most attacks on small businesses.',
          { subheadline: 'Technology · 5 min read' },
        ),
      ],
    },
    {
      blockType: 'feature',
      headline: 'Topics we cover',
      layerStyle: 'light',
      columns: '3',
      items: [
        { icon: 'payments', headline: 'Money', copy: 'Taxes, cash flow, pricing, financing and getting paid on time.' },
        { icon: 'community', headline: 'People', copy: 'Hiring, payroll, benefits and keeping good employees.' },
        { icon: 'growth', headline: 'Growth', copy: 'Marketing, sales, local search and new revenue streams.' },
        {
          icon: 'technology',
          headline: 'Technology',
          copy: 'Choosing hardware and software, security and AI tools that earn their keep.',
        },
        {
          icon: 'package',
          headline: 'Operations',
          copy: 'Suppliers, inventory, shipping and running a tidy back office.',
        },
        { icon: 'ideas', headline: 'Owner stories', copy: 'How members solved the problem you are facing right now.' },
      ],
    },
    {
      blockType: 'shareCard',
      headline: 'Know an owner who would find these useful?',
      subheadline: 'Share the EA Collective reads with a fellow business owner.',
      layerStyle: 'white',
      shareTitle: 'Reads for busy owners | EA Collective',
      shareText: 'Free, practical articles for small business owners from EA Collective.',
    },
    {
      blockType: 'callToAction',
      headline: 'Write for EA Collective',
      richText: richText(
        'Members who have solved a hard problem in their business can pitch an article. Tell us the story in a few sentences through the help centre.',
      ),
      layerStyle: 'dark',
      buttons: [helpCenterButton('Pitch a story', { variant: 'primary' }), joinButton('Join free')],
    },
  ],
}

import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, helpCenterButton } from './common'
import type { PageSeed } from './types'

export const industriesStateAndLocalGovernmentPage: PageSeed = {
  pageName: 'Industries: State and Local Government',
  slug: 'state-and-local-government',
  pagePath: 'industries',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'For state and local government | EA Collective',
    description:
      'Help small businesses in your city, county or state save money: share EA Collective with local owners and use it in small business programs.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Industries · State and local government',
      headline: 'Give the small businesses in your community more buying power',
      richText: richText(
        'Economic development offices, small business development programs and local agencies use EA Collective as a free resource for the owners they serve: lower costs on day-to-day purchases, practical guides and a grant they can apply for.',
      ),
      layerStyle: 'dark',
      buttons: [
        seedButton('Talk to our partnerships team', '#contact', { icon: 'arrowForward' }),
        seedButton('What members get', '/what-we-offer', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'feature',
      headline: 'Ways agencies work with us',
      layerStyle: 'white',
      columns: '3',
      items: [
        {
          icon: 'partnership',
          headline: 'A resource for your programs',
          copy: 'Include EA Collective in small business toolkits, startup checklists and business license welcome packets.',
        },
        {
          icon: 'events',
          headline: 'Co-hosted workshops',
          copy: 'We run free sessions on cash flow, shipping or technology for owners in your jurisdiction, online or in person.',
        },
        {
          icon: 'grant',
          headline: 'Grant outreach',
          copy: 'Help local owners apply for the quarterly $5,000 technology grant, with materials you can share.',
        },
      ],
    },
    {
      blockType: 'checklist',
      headline: 'Why it works for public programs',
      layerStyle: 'light',
      columns: '2',
      items: [
        { text: 'No cost to the agency or the owner', detail: 'Membership is free and needs no budget line.' },
        { text: 'No endorsement required', detail: 'You can list us as one resource among many.' },
        {
          text: 'Local participation reports',
          detail: 'Quarterly counts of members and event attendees in your area, with no personal data.',
        },
        {
          text: 'Open to every eligible business',
          detail: 'Including sole proprietors, home-based and minority-owned businesses.',
        },
      ],
    },
    {
      blockType: 'faq',
      headline: 'Agency questions',
      layerStyle: 'white',
      items: [
        faq(
          'Can our own agency buy through EA Collective?',
          'EA Collective serves businesses and nonprofits. Public agencies usually buy through their own procurement contracts; our partnerships team can introduce you to the vendors’ public sector teams.',
        ),
        faq(
          'Do you share data about local businesses with us?',
          'Only totals, never names or contact details. Members’ information is handled under our Privacy Policy.',
        ),
        faq(
          'Is there a partnership agreement?',
          'For co-hosted events and reporting we sign a short memorandum of understanding. Simply listing us as a resource needs no agreement.',
        ),
      ],
    },
    {
      blockType: 'siteForm',
      layerStyle: 'white',
      formKind: 'lead',
      anchor: 'contact',
      headline: 'Talk to our partnerships team',
      subheadline:
        'Tell us about your office or program, with your agency as the business name. We reply within two business days with ways to work together.',
      pageSource: 'partner-form',
      submitLabel: 'Submit',
      isRedirect: true,
    },
    {
      blockType: 'callToAction',
      headline: 'Bring EA Collective to your small businesses',
      richText: richText('Tell us about your program and the owners you serve.'),
      layerStyle: 'brand',
      buttons: [helpCenterButton('Contact our partnerships team', { variant: 'primary' })],
    },
  ],
}

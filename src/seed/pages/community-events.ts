import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { card, faq, joinButton } from './common'
import type { PageSeed } from './types'

export const communityEventsPage: PageSeed = {
  pageName: 'Events',
  slug: 'events',
  pagePath: 'community',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Free events for small business owners | EA Collective',
    description:
      'Free webinars, workshops, office hours and local meetups for small business owners. Add any session to your calendar from its page.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Community events',
      headline: 'Learn from experts and from each other',
      richText: richText(
        'Every month we host free online sessions with accountants, marketers and vendor specialists, plus meetups in cities where members gather.',
      ),
      layerStyle: 'light',
      buttons: [
        joinButton('Join to register', { memberLabel: 'Go to My Dashboard' }),
        seedButton('Join us on Discord', '/community/connect-in-discord', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'feature',
      headline: 'Kinds of events',
      layerStyle: 'white',
      columns: '4',
      items: [
        {
          icon: 'events',
          headline: 'Webinars',
          copy: 'Forty-five minutes on one topic, with time for your questions.',
        },
        {
          icon: 'ideas',
          headline: 'Workshops',
          copy: 'Hands-on sessions: leave with a finished budget, plan or listing.',
        },
        { icon: 'support', headline: 'Office hours', copy: 'Bring a question to a specialist in a small group call.' },
        { icon: 'community', headline: 'Meetups', copy: 'Coffee and introductions with members in your city.' },
      ],
    },
    {
      blockType: 'cardGrid',
      headline: 'Recurring series',
      subheadline: 'Dates for each session appear in the event list as they are scheduled.',
      layerStyle: 'light',
      hasGrid: true,
      cards: [
        card(
          'Tax Tuesday',
          'A CPA answers your questions the second Tuesday of every month, with extra sessions before each estimated tax deadline.',
          {
            subheadline: 'Webinar · Monthly',
          },
        ),
        card(
          'Grant office hours',
          'Ask our team anything about the $5,000 technology grant while applications are open.',
          {
            subheadline: 'Office hours · Quarterly',
            button: seedButton('About the grant', '/community/grant-competition', { variant: 'text' }),
          },
        ),
        card(
          'Shipping clinic',
          'A FedEx small business specialist reviews packaging, services and surcharges with you.',
          {
            subheadline: 'Workshop · Every other month',
          },
        ),
        card('Tech check-up', 'Dell advisors on when to upgrade, what to buy and how to keep a small team secure.', {
          subheadline: 'Webinar · Quarterly',
        }),
      ],
    },
    {
      blockType: 'faq',
      headline: 'Event questions',
      layerStyle: 'white',
      items: [
        faq(
          'Do events cost anything?',
          'No. Every EA Collective event is free for members, and most webinars are open to guests too.',
        ),
        faq(
          'I missed a session. Is there a recording?',
          'Sometimes. When a session is recorded, we share the recording with members in the events channel of our Discord. In-person meetups are not recorded.',
        ),
        faq(
          'Can I suggest a topic or speak at an event?',
          'Please do. Post your idea in the events channel on Discord or send it through the help centre.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Never miss a session',
      richText: richText('Add any session to your calendar from its page, with the link to join inside. Membership is free.'),
      layerStyle: 'brand',
      buttons: [joinButton('Join free', { memberLabel: 'Go to My Dashboard' })],
    },
  ],
}

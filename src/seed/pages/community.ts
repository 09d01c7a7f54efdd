import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { card, joinButton, story } from './common'
import type { PageSeed } from './types'

export const communityPage: PageSeed = {
  pageName: 'Community',
  slug: 'community',
  pagePath: '',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'The EA Collective community',
    description:
      'Meet other small business owners at free events, in our Discord community and through the quarterly $5,000 technology grant.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Community',
      headline: 'You do not have to figure it out alone',
      richText: richText(
        'Thousands of owners in the Collective have already hired their first employee, survived a slow season or switched accounting software. Ask them. Our events and Discord community are open to every member.',
      ),
      layerStyle: 'dark',
      buttons: [
        joinButton('Join the community', { memberLabel: 'Go to My Dashboard' }),
        seedButton('See upcoming events', '/community/events', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'cardGrid',
      headline: 'Ways to take part',
      layerStyle: 'white',
      cards: [
        card(
          'Events',
          'Free webinars, hands-on workshops and local meetups. Add any session to your calendar from its page.',
          {
            button: seedButton('Find an event', '/community/events', { variant: 'text' }),
          },
        ),
        card(
          'Discord',
          'Ask questions, share wins and trade referrals with owners across the country, any time of day.',
          {
            button: seedButton('Join us on Discord', '/community/connect-in-discord', { variant: 'text' }),
          },
        ),
        card(
          '$5,000 grant',
          'Each quarter one member business wins $5,000 for new technology. Applications take about ten minutes.',
          {
            button: seedButton('See the grant', '/community/grant-competition', { variant: 'text' }),
          },
        ),
      ],
    },
    {
      blockType: 'statCards',
      headline: 'Last month in our Discord',
      layerStyle: 'light',
      stats: [
        { statId: 'total-members', title: 'Members in Discord', value: '9,840' },
        { statId: 'new-members', title: 'New members', value: '612' },
        { statId: 'messages', title: 'Messages', value: '18,900' },
        { statId: 'reactions', title: 'Reactions', value: '41,200' },
        { statId: 'sparks', title: 'Sparks (helpful answers)', value: '2,150' },
        { statId: 'gifs', title: 'GIFs shared', value: '3,470' },
      ],
    },
    {
      blockType: 'slider',
      headline: 'What members get out of it',
      layerStyle: 'white',
      showDots: true,
      cards: [
        story(
          'A referral a week',
          'I posted an introduction in the referrals channel and a member in Ohio sent me two bookkeeping clients the same month.',
          'Keisha Grant, Grant Bookkeeping, Atlanta, GA',
        ),
        story(
          'Answers at 11pm',
          'When our card reader died on a Saturday night, three owners in the Discord had a workaround in twenty minutes.',
          'Sam Okafor, Okafor’s Kitchen, Houston, TX',
        ),
        story(
          'A workshop that paid off',
          'The pricing workshop convinced me to raise my hourly rate by $15. Not one client left.',
          'Elena Petrova, Petrova Design, Portland, OR',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Come say hello',
      richText: richText('Join the Collective for free, then introduce yourself in Discord or at our next event.'),
      layerStyle: 'brand',
      buttons: [joinButton('Join the community', { memberLabel: 'Go to My Dashboard' })],
    },
  ],
}

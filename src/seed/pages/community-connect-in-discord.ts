import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, SIGN_UP } from './common'
import type { PageSeed } from './types'

/**
 * Visitors join first (the sign-up confirmation offers the Discord invite); members open the
 * community confirmation screen, which links to the invite from site settings.
 */
const discordButton = (guestLabel = 'Join free to get the invite') =>
  seedButton(guestLabel, SIGN_UP, {
    icon: 'arrowForward',
    perUserType: [
      {
        userType: 'GUEST',
        label: guestLabel,
        href: SIGN_UP,
        info: 'The Discord invite appears as soon as you sign up.',
      },
      { userType: 'MEMBER', label: 'Open Discord', href: '/onboard/community-confirmation', info: null },
      { userType: 'PLUS', label: 'Open Discord', href: '/onboard/community-confirmation', info: null },
    ],
  })

export const communityConnectInDiscordPage: PageSeed = {
  pageName: 'Connect in Discord',
  slug: 'connect-in-discord',
  pagePath: 'community',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Join the EA Collective Discord community',
    description:
      'Chat with thousands of small business owners in the EA Collective Discord: ask questions, share wins, find referrals and join live office hours.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Community',
      headline: 'Connect with owners in our Discord',
      richText: richText(
        'The EA Collective Discord is where members talk shop every day. Ask how others price their services, get a second opinion on a contract or celebrate your first five-star review.',
      ),
      layerStyle: 'brand',
      buttons: [discordButton()],
    },
    {
      blockType: 'feature',
      headline: 'Channels you will find',
      layerStyle: 'white',
      columns: '3',
      items: [
        {
          icon: 'chat',
          headline: '#introductions',
          copy: 'Say who you are, what you sell and what you are working on.',
        },
        {
          icon: 'ideas',
          headline: '#ask-the-collective',
          copy: 'Any question about running a business, answered by people who have done it.',
        },
        {
          icon: 'partnership',
          headline: '#referrals',
          copy: 'Find a bookkeeper, a designer or a plumber who is also a member.',
        },
        { icon: 'growth', headline: '#marketing', copy: 'Feedback on ads, websites, menus, flyers and social posts.' },
        { icon: 'rewards', headline: '#wins', copy: 'New clients, big orders, first hires. Share the good days.' },
        {
          icon: 'grant',
          headline: '#grant-office-hours',
          copy: 'Live help from our team while grant applications are open.',
        },
      ],
    },
    {
      blockType: 'checklist',
      headline: 'How to join',
      layerStyle: 'light',
      columns: '1',
      items: [
        {
          text: 'Create your free EA Collective account',
          detail: 'Sign up with your first and last name, your email address and a password.',
        },
        {
          text: 'Verify your email address',
          detail: 'Click the link we send you. Check your spam folder if it is not there in a minute.',
        },
        {
          text: 'Choose Join Discord',
          detail: 'It is on the sign-up confirmation screen, and on this page any time after: sign in and choose Open Discord.',
        },
        {
          text: 'Introduce yourself',
          detail: 'Post in #introductions and pick the roles for your industry and state.',
        },
      ],
    },
    {
      blockType: 'statCards',
      headline: 'Last month on the server',
      layerStyle: 'white',
      stats: [
        { statId: 'total-members', title: 'Members', value: '9,840' },
        { statId: 'messages', title: 'Messages', value: '18,900' },
        { statId: 'sparks', title: 'Sparks (helpful answers)', value: '2,150' },
      ],
    },
    {
      blockType: 'checklist',
      headline: 'Community guidelines',
      subheadline: 'Short and simple, so the server stays useful.',
      layerStyle: 'light',
      columns: '2',
      items: [
        { text: 'Be kind and assume good intent', detail: 'Everyone here is busy and doing their best.' },
        { text: 'No spam or cold pitches', detail: 'Promote your business in #wins and #referrals only.' },
        { text: 'Keep private details private', detail: 'Do not share account numbers, passwords or customer data.' },
        {
          text: 'Advice is not professional advice',
          detail: 'For legal or tax decisions, talk to a licensed professional.',
        },
      ],
    },
    {
      blockType: 'faq',
      headline: 'Discord questions',
      layerStyle: 'white',
      items: [
        faq(
          'I have never used Discord. Is it hard?',
          'Not at all. Discord is a free chat app that works in your browser, on your phone or on your computer. Create a Discord account when you accept the invite, then follow the welcome steps.',
        ),
        faq('Is it free?', 'Yes. Both EA Collective membership and Discord are free.'),
        faq(
          'Who moderates the server?',
          'Our community team and volunteer moderators from the membership. Report a problem with the Report button in Discord or through the help centre.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'The conversation is already going',
      richText: richText('Join the Collective and jump in.'),
      layerStyle: 'dark',
      buttons: [discordButton('Join free')],
    },
  ],
}

import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, helpCenterButton } from './common'
import type { PageSeed } from './types'

export const industriesAssociationsAndChambersPage: PageSeed = {
  pageName: 'Industries: Associations and Chambers',
  slug: 'associations-and-chambers',
  pagePath: 'industries',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'For associations and chambers of commerce | EA Collective',
    description:
      'Offer your members savings on supplies, technology and shipping with a group code, at no cost to your association or chamber.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Industries · Associations and chambers',
      headline: 'A member benefit your members will actually use',
      richText: richText(
        'Chambers of commerce, trade associations and business networks offer EA Collective to their members under their own group code. Your members save on everyday purchases; you add a valuable benefit without adding cost or staff time.',
      ),
      layerStyle: 'brand',
      buttons: [
        seedButton('Become a partner organization', '#contact', { icon: 'arrowForward' }),
        seedButton('See the member benefits', '/benefits', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'feature',
      headline: 'What partner organizations get',
      layerStyle: 'white',
      columns: '2',
      items: [
        {
          icon: 'rewards',
          headline: 'Your own group code',
          copy: 'Members who join with your group and promo codes are recognized as yours in every program.',
        },
        {
          icon: 'savings',
          headline: 'A benefit with visible value',
          copy: 'Members see the savings on receipts from their very first order, which helps renewals.',
        },
        {
          icon: 'events',
          headline: 'Ready-made programming',
          copy: 'Co-branded webinars on taxes, technology and shipping for your member calendar.',
        },
        {
          icon: 'guides',
          headline: 'A launch kit',
          copy: 'Newsletter copy, social posts and a one-page flyer that explain the benefit in your voice.',
        },
      ],
    },
    {
      blockType: 'checklist',
      headline: 'Launching in three steps',
      layerStyle: 'light',
      columns: '1',
      items: [
        { text: 'Sign a simple partner agreement', detail: 'No fees and no minimum number of members.' },
        { text: 'Get your group code and launch kit', detail: 'Within two business days of signing.' },
        { text: 'Announce it to your members', detail: 'We track sign-ups and send you a quarterly report.' },
      ],
    },
    {
      blockType: 'quotePanel',
      layerStyle: 'white',
      quote:
        'It is the first benefit our members mention at renewal. A bakery owner told me her purchasing card saved her more than her annual dues.',
      name: 'Carla Jennings',
      title: 'President and CEO',
      company: 'Greater Riverside Chamber of Commerce',
    },
    {
      blockType: 'faq',
      headline: 'Partner questions',
      layerStyle: 'light',
      items: [
        faq(
          'Does it cost our organization anything?',
          'No. There are no fees for partner organizations or their members.',
        ),
        faq(
          'Can members who already joined be linked to us?',
          'Yes. Members who join through your group link are recognized automatically. For members who joined before, our member services team adds your group code for them: they can ask us through the help centre, or you can tell us who they are and we link them with their permission.',
        ),
        faq(
          'Do we receive our members’ data?',
          'You receive totals by program and event, not individual purchase details. Members’ information is handled under our Privacy Policy.',
        ),
      ],
    },
    {
      blockType: 'siteForm',
      layerStyle: 'white',
      formKind: 'lead',
      anchor: 'contact',
      headline: 'Become a partner organization',
      subheadline:
        'Tell us about your chamber or association, with its name as the business name. We reply within two business days with the partner agreement and launch kit.',
      pageSource: 'partner-form',
      submitLabel: 'Submit',
      isRedirect: true,
    },
    {
      blockType: 'callToAction',
      headline: 'Add EA Collective to your member benefits',
      richText: richText('Tell us about your organization and we will send the partner agreement and launch kit.'),
      layerStyle: 'dark',
      buttons: [helpCenterButton('Contact our partnerships team', { variant: 'primary' })],
    },
  ],
}

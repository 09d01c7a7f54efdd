import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq } from './common'
import type { PageSeed } from './types'

/** The application form is added to this page at #apply by the forms work. */
const applyButton = (label = 'Apply for the grant') =>
  seedButton(label, '#apply', {
    icon: 'arrowForward',
    perUserType: [{ userType: 'GUEST', label, href: '#apply', info: 'About ten minutes. Free to apply.' }],
  })

export const communityGrantCompetitionPage: PageSeed = {
  pageName: 'Grant Competition',
  slug: 'grant-competition',
  pagePath: 'community',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'The $5,000 small business technology grant | EA Collective',
    description:
      'Each quarter EA Collective awards a $5,000 technology grant to a US small business. See who can apply, what it funds, the timeline and how we judge.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Grant competition',
      headline: 'Win $5,000 for the technology your business needs',
      richText: richText(
        'Every quarter Entrepreneurs Alliance awards a $5,000 technology grant to one small business with a clear plan to grow. Tell us about your business and what the grant would change. The application takes about ten minutes and costs nothing.',
      ),
      layerStyle: 'dark',
      buttons: [
        applyButton(),
        seedButton('Learn about Collective membership', '/what-we-offer', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'siteForm',
      layerStyle: 'light',
      formKind: 'grant',
      anchor: 'apply',
      headline: 'Apply for the $5,000 technology grant',
      subheadline:
        'All fields are required unless marked optional. It takes about ten minutes. An application sent between rounds is entered in the next round.',
      pageSource: 'grant-competition',
      submitLabel: 'Submit',
      isRedirect: true,
      formNote: 'We use your answers only to judge the competition and contact you about it.',
    },
    {
      blockType: 'checklist',
      headline: 'Who can apply',
      subheadline: 'Your business is eligible if all of these are true.',
      layerStyle: 'white',
      columns: '2',
      items: [
        {
          text: 'For-profit and based in the United States',
          detail: 'Registered in one of the 50 states or the District of Columbia.',
        },
        { text: 'Independently owned', detail: 'Not a franchise location or a subsidiary of a larger company.' },
        {
          text: 'In business for at least one year',
          detail: 'Counted from your first sale or your registration date.',
        },
        {
          text: '100 employees or fewer',
          detail: 'Sole proprietors and self-employed owners are welcome. Businesses with more than 100 employees are not eligible.',
        },
        { text: 'Owner aged 18 or older', detail: 'The application is made by an owner or officer of the business.' },
        { text: 'An EA Collective member', detail: 'Membership is free: join with the email address you apply with, before or after applying, and the application shows under My Requests.' },
      ],
    },
    {
      blockType: 'feature',
      headline: 'What the grant funds',
      subheadline: 'Technology that helps you serve more customers, save time or run more securely.',
      layerStyle: 'light',
      columns: '3',
      items: [
        {
          icon: 'technology',
          headline: 'Computers and devices',
          copy: 'Laptops, desktops, tablets, monitors and printers for you and your team.',
        },
        {
          icon: 'payments',
          headline: 'Point of sale and payments',
          copy: 'POS hardware, card readers, inventory and booking systems.',
        },
        {
          icon: 'services',
          headline: 'Software',
          copy: 'A year of accounting, design, scheduling or customer management subscriptions.',
        },
        {
          icon: 'growth',
          headline: 'Online presence',
          copy: 'A new website, online store or booking page, built by a professional.',
        },
        {
          icon: 'protection',
          headline: 'Security',
          copy: 'Backups, password managers, firewalls and a security review.',
        },
        {
          icon: 'package',
          headline: 'Connected equipment',
          copy: 'Label printers, scanners and connected tools that speed up your operations.',
        },
      ],
    },
    {
      blockType: 'checklist',
      headline: 'Timeline for each quarter',
      layerStyle: 'white',
      columns: '1',
      items: [
        {
          text: 'Applications open on the first day of the quarter',
          detail: 'January 1, April 1, July 1 and October 1.',
        },
        {
          text: 'Applications close at 11:59 pm Eastern on the 15th of the quarter’s second month',
          detail: 'February 15, May 15, August 15 and November 15.',
        },
        {
          text: 'Between rounds the form stays open',
          detail: 'An application sent after a round closes is entered in the next round.',
        },
        {
          text: 'Finalists are contacted within three weeks of the close',
          detail: 'Five finalists each have a 20-minute video call with the judges.',
        },
        {
          text: 'The winner is announced in the last week of the quarter',
          detail: 'By email to every applicant, and on our Discord and social channels.',
        },
        {
          text: 'Funds are paid within 30 days of the signed award agreement',
          detail: 'By bank transfer to the business’s account.',
        },
      ],
    },
    {
      blockType: 'feature',
      headline: 'How we judge',
      subheadline: 'A panel of three: an Entrepreneurs Alliance staff member, a vendor partner and a past winner.',
      layerStyle: 'light',
      columns: '4',
      items: [
        {
          icon: 'check',
          headline: 'Impact, 40%',
          copy: 'How clearly the technology would change your revenue, costs or customers.',
        },
        {
          icon: 'ideas',
          headline: 'Plan, 25%',
          copy: 'A realistic budget and a clear idea of what you will buy and when.',
        },
        {
          icon: 'community',
          headline: 'Story, 20%',
          copy: 'Your business, your customers and your place in the community.',
        },
        { icon: 'growth', headline: 'Growth, 15%', copy: 'Where the business could be in two years with the grant.' },
      ],
    },
    {
      blockType: 'quotePanel',
      headline: 'From a past winner',
      layerStyle: 'white',
      quote:
        'We used the grant for a point-of-sale system with inventory tracking. Checkout lines are half as long, and for the first time I know which bikes and parts actually make us money.',
      name: 'Luis Ortega',
      title: 'Owner',
      company: 'Ortega Bike Works, Tucson, AZ',
    },
    {
      blockType: 'faq',
      headline: 'Grant questions',
      layerStyle: 'light',
      items: [
        faq(
          'Does it cost anything to apply?',
          'No. There is no fee to apply and no purchase is required. Membership in EA Collective is free.',
        ),
        faq(
          'Can I apply again if I do not win?',
          'Yes. You can apply once per round. An application is judged in one round only, so submit a new one for the next round; many winners applied more than once.',
        ),
        faq(
          'Do I have to spend the grant with your vendor partners?',
          'No. You can buy from any supplier. We only ask for receipts within 90 days showing the money went to technology.',
        ),
        faq(
          'Is the grant taxable?',
          'Generally, yes: a grant to a business is usually taxable income. We send the winner the tax form the IRS requires. Ask your accountant how it affects your return.',
        ),
        faq(
          'How will I hear the result?',
          'Every applicant gets an email when the winner is chosen, whether or not they are a finalist.',
        ),
        faq('Where are the official rules?', {
          paragraph: [
            'The grant is part of our ',
            { link: '/legal/terms-and-conditions', text: 'Terms and Conditions' },
            '. Finalists receive the full award agreement before the judges’ call.',
          ],
        }),
      ],
    },
    {
      blockType: 'shareCard',
      headline: 'Know a business that deserves $5,000?',
      subheadline: 'Send them the grant page. Applying is free and takes ten minutes.',
      layerStyle: 'white',
      shareTitle: 'Apply for the $5,000 small business technology grant',
      shareText: 'EA Collective awards $5,000 for new technology to a small business every quarter. Applying is free.',
    },
    {
      blockType: 'callToAction',
      headline: 'Ready to apply?',
      richText: richText(
        'Have your business address, number of employees and a few sentences on how $5,000 of technology would help. Save time by writing your answers first.',
      ),
      layerStyle: 'brand',
      buttons: [applyButton('Start my application')],
    },
  ],
}

import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { helpCenterButton, helpCentre, LEGAL_LAST_UPDATED } from './common'
import type { PageSeed } from './types'

export const termsAndConditionsPage: PageSeed = {
  pageName: 'Terms and Conditions',
  slug: 'terms-and-conditions',
  pagePath: 'legal',
  pageType: 'PAGE',
  pageCategory: 'LEGAL',
  meta: {
    title: 'Terms and Conditions | EA Collective',
    description:
      'The terms for using the EA Collective website and membership from Entrepreneurs Alliance, including Plus, vendor programs, events and the grant.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Legal',
      headline: 'Terms and Conditions',
      richText: richText(
        `Last updated: ${LEGAL_LAST_UPDATED}`,
        'These terms are an agreement between you and Entrepreneurs Alliance (“Entrepreneurs Alliance”, “we”, “us”) about your use of the EA Collective website, member dashboard, community and programs (together, the “Services”). Please read them carefully: by creating an account or using the Services you agree to them.',
      ),
      layerStyle: 'dark',
    },
    {
      blockType: 'checklist',
      headline: 'The short version',
      subheadline: 'A summary to help you read the terms. The full text below is what applies.',
      layerStyle: 'white',
      columns: '2',
      items: [
        { text: 'EA Collective membership is free', detail: 'No credit card and no purchase are needed to join.' },
        { text: 'Plus is an optional upgrade', detail: 'It opens a business account and lets you link your vendor accounts.' },
        {
          text: 'Vendors run their own programs',
          detail: 'ODP Business Solutions, Dell Technologies and FedEx sell under their own terms.',
        },
        {
          text: 'Use the Services for your business',
          detail: 'Keep your account secure and your information accurate.',
        },
        { text: 'Be respectful in the community', detail: 'We may remove content or accounts that break the rules.' },
        { text: 'Questions go to our help centre', detail: 'We reply within two business days.' },
      ],
    },
    {
      blockType: 'hero',
      headline: 'The full terms',
      layerStyle: 'light',
      richText: richText(
        { heading: '1. Who we are', tag: 'h3' },
        'EA Collective is the membership program of Entrepreneurs Alliance, an association that serves small businesses in the United States. These terms apply to everyone who visits the website, creates an account or takes part in our programs, events or community.',
        { heading: '2. Eligibility and your account', tag: 'h3' },
        {
          list: [
            'You must be at least 18 years old and able to enter into a binding contract.',
            'Membership is for businesses, including sole proprietors and nonprofits, operating in the United States. If you join on behalf of a business, you confirm that you are authorized to accept these terms for it.',
            'Give us accurate, current information and keep it up to date in your profile.',
            'Keep your password private and tell us promptly through the help centre if you think someone else has used your account. You are responsible for activity on your account.',
            'One account per person. To add people to a Plus business account, the account holder contacts member services through the help centre; each person added needs their own login.',
          ],
        },
        { heading: '3. EA Collective membership is free', tag: 'h3' },
        'Joining EA Collective costs nothing and requires no purchase. Free membership includes the ODP Business Essentials catalogue at program prices, member benefits, resources, events, the community and the grant competition, as described on our website from time to time. We may add, change or retire features of the free membership; where a change materially reduces what members receive, we will tell members by email or in the dashboard before it takes effect.',
        { heading: '4. Plus membership', tag: 'h3' },
        {
          list: [
            'Plus is an optional tier for members who open a business account with us by giving their business details. It lets you link your ODP Business Solutions, Dell Technologies and FedEx accounts so program pricing applies to them, and shows your savings against retail prices in your dashboard.',
            'Any fee for Plus, with its billing period and renewal terms, is set out by member services before anything is charged. Nothing is charged without your agreement.',
            'Each vendor account link is confirmed by our team before program pricing and member actions open for it.',
            'To cancel Plus, contact member services through the help centre. Your free membership continues.',
          ],
        },
        { heading: '5. Vendor programs', tag: 'h3' },
        'Member pricing and programs with ODP Business Solutions, Dell Technologies, FedEx and other partners (“Vendors”) are provided by those Vendors under their own terms of sale, account agreements, credit terms and privacy policies. When you apply for or use a vendor program:',
        {
          list: [
            'your contract for goods, services, shipping, credit or returns is with the Vendor, not with Entrepreneurs Alliance;',
            'the Vendor decides whether to open an account, extend credit or accept an order, and may change its pricing, products and programs;',
            'we share with the Vendor the information needed to set up your account and apply member pricing, as described in our Privacy Policy;',
            'questions about orders, invoices, deliveries, warranties and returns go to the Vendor. We are glad to help you reach the right contact.',
          ],
        },
        'Entrepreneurs Alliance receives fees from Vendors for marketing their programs to members. These fees pay for the free membership and do not increase the prices you pay.',
        { heading: '6. Member benefits, services and forms', tag: 'h3' },
        'When you request a member benefit, use Spend Navigator, request a quote or submit another form, you ask us to pass your request to the relevant partner or to prepare an estimate. Estimates are based on the information you give us and on pricing at the time; they are not offers or guarantees of savings. Files you upload, such as spreadsheets of your purchases, are used only to answer your request.',
        { heading: '7. The technology grant competition', tag: 'h3' },
        {
          list: [
            'No purchase or fee is required to apply, and a purchase does not improve your chances.',
            'Eligibility, timelines and judging criteria are published on the grant competition page and form part of these terms. Void where prohibited by law.',
            'Winners must sign an award agreement, confirm eligibility and provide the tax information the IRS requires. Awards may be taxable income to the business.',
            'We may disqualify applications that are incomplete, inaccurate or submitted in bad faith, and we may decline to award a grant in a quarter if no application meets the criteria.',
          ],
        },
        { heading: '8. Community, events and your content', tag: 'h3' },
        'Our Discord community and events are places for honest, respectful conversation. You agree not to post anything unlawful, harassing, hateful, misleading or infringing; not to spam or send unsolicited promotions; and not to share other people’s personal information. Discord’s own terms also apply to your use of Discord. You keep ownership of what you post, and you give us a non-exclusive, royalty-free licence to host, display and share it within the Services. We may remove content or suspend access that breaks these rules.',
        { heading: '9. Our content and resources', tag: 'h3' },
        'Guides, articles, templates, downloads, logos and other materials on the Services belong to Entrepreneurs Alliance or its licensors. You may use downloads and templates in your own business and share them with your team, but you may not resell them, republish them as your own or remove their notices. Vendor names and logos belong to their owners and are used with permission.',
        { heading: '10. Acceptable use', tag: 'h3' },
        {
          list: [
            'Do not use the Services to break the law or the rights of others.',
            'Do not attempt to access accounts, data or systems that are not yours, or interfere with the Services’ security or operation.',
            'Do not scrape, copy or resell member pricing, content or member information.',
            'Do not use vendor programs mainly for personal purchases or for resale unless the Vendor allows it.',
          ],
        },
        { heading: '11. Disclaimers', tag: 'h3' },
        'The Services and all content are provided “as is” and “as available”. Information on the Services is general and is not legal, tax, financial or other professional advice. To the fullest extent permitted by law, we disclaim all warranties, express or implied, including merchantability, fitness for a particular purpose and non-infringement. We do not warrant products or services sold by Vendors or partners. Our Disclaimer page explains more.',
        { heading: '12. Limitation of liability', tag: 'h3' },
        'To the fullest extent permitted by law, Entrepreneurs Alliance and its officers, employees and volunteers will not be liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data, arising from your use of the Services or any vendor program. Our total liability for any claim relating to the Services is limited to one hundred US dollars ($100). Some states do not allow these limits, so they may not all apply to you.',
        { heading: '13. Indemnity', tag: 'h3' },
        'You agree to defend and indemnify Entrepreneurs Alliance against claims, losses and expenses, including reasonable attorneys’ fees, arising from your breach of these terms, your content or your misuse of the Services.',
        { heading: '14. Ending your membership', tag: 'h3' },
        'You can close your account at any time through the help centre. We may suspend or close an account that breaks these terms, that is used fraudulently or that has been inactive for more than two years, after giving notice where we reasonably can. Closing your EA Collective account does not close accounts you hold directly with Vendors; contact each Vendor to close those.',
        { heading: '15. Changes to these terms', tag: 'h3' },
        'We may update these terms. We will post the new version here with a new “last updated” date and, for material changes, tell members by email or in the dashboard at least 14 days before they take effect. If you keep using the Services after that, the new terms apply.',
        { heading: '16. Governing law and disputes', tag: 'h3' },
        'These terms are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules. Before starting any formal proceeding, please contact us so we can try to resolve the issue informally within 30 days. Any claim that is not resolved will be brought in the state or federal courts located in Delaware, and you and we consent to their jurisdiction, except that either of us may bring an individual claim in small claims court.',
        { heading: '17. Contact us', tag: 'h3' },
        { paragraph: ['Questions about these terms? Contact Entrepreneurs Alliance through our ', helpCentre, '.'] },
      ),
    },
    {
      blockType: 'callToAction',
      headline: 'Questions about these terms?',
      richText: richText('Our help centre team can explain anything here. We reply within two business days.'),
      layerStyle: 'light',
      buttons: [
        helpCenterButton('Contact us', { variant: 'primary' }),
        seedButton('Privacy Policy', '/legal/privacy-policy', { variant: 'outline' }),
      ],
    },
  ],
}

import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { helpCenterButton, helpCentre, LEGAL_LAST_UPDATED } from './common'
import type { PageSeed } from './types'

export const privacyPolicyPage: PageSeed = {
  pageName: 'Privacy Policy',
  slug: 'privacy-policy',
  pagePath: 'legal',
  pageType: 'PAGE',
  pageCategory: 'LEGAL',
  meta: {
    title: 'Privacy Policy | EA Collective',
    description:
      'How Entrepreneurs Alliance collects, uses and shares information for EA Collective, when vendors receive your details, and the choices you have.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Legal',
      headline: 'Privacy Policy',
      richText: richText(
        `Last updated: ${LEGAL_LAST_UPDATED}`,
        'This policy explains how Entrepreneurs Alliance (“we”, “us”) collects, uses and shares information when you use the EA Collective website, member dashboard, community and programs, and the choices you have.',
      ),
      layerStyle: 'dark',
    },
    {
      blockType: 'checklist',
      headline: 'The short version',
      layerStyle: 'white',
      columns: '2',
      items: [
        { text: 'We never sell your personal information', detail: 'Not to vendors, advertisers or data brokers.' },
        {
          text: 'Vendors get your details only when you ask',
          detail: 'For example, when you link your FedEx account or request a business credit account.',
        },
        {
          text: 'We send only account and service email',
          detail: 'No newsletters and no marketing email: only messages about your account and your requests.',
        },
        {
          text: 'You can see, correct or delete your data',
          detail: 'Ask through the help centre and we respond within 45 days.',
        },
      ],
    },
    {
      blockType: 'hero',
      headline: 'The full policy',
      layerStyle: 'light',
      richText: richText(
        { heading: '1. Information we collect', tag: 'h3' },
        'Information you give us:',
        {
          list: [
            'Account details: your name, email address, phone number and password.',
            'Business details: company name, website, address, industry, stage, number of employees and years in business.',
            'Vendor account details: account or card numbers with ODP Business Solutions, Dell Technologies or FedEx that you add so we can apply member pricing.',
            'Applications and requests: grant applications (including optional ownership information such as woman-, minority-, LGBTQ- or veteran-owned status), benefit requests, quote requests and uploaded files such as purchase spreadsheets.',
            'Messages you send to our help centre and feedback you give in surveys.',
          ],
        },
        'Information collected automatically:',
        {
          list: [
            'Usage information: pages viewed, tracked buttons, links, questions and forms you use, and the date and time, recorded by our own analytics (see “Our own analytics” below).',
            'Device information: browser type, operating system, IP address and approximate location derived from it.',
            'Cookies: small files that keep you signed in and remember your preferences. We do not use cookies to sell advertising.',
          ],
        },
        { heading: 'Our own analytics', tag: 'h3' },
        'We measure which pages, programs, benefits and forms people use with analytics we run ourselves. Nothing is sent to an analytics company, an advertising network or any other third party, and no third-party cookie is set.',
        {
          list: [
            'What we record: the page, the tracked button, link, question or form, the time, and whether you were a visitor, a guest, a member or a Plus member. If you are signed in, our server links the record to your account; otherwise it is anonymous.',
            'Your IP address is shortened before it is stored (the last part of an IPv4 address, everything after the first three groups of an IPv6 address), so it no longer points to one device. Addresses in links, such as search terms after a question mark, are not kept.',
            'If your browser sends Global Privacy Control or Do Not Track, our pages record nothing at all.',
            'Detailed records are kept for 13 months. After that only daily totals remain, which say nothing about any one person.',
          ],
        },
        'Information from others: vendors may tell us whether your program account is active so we can show its status in your dashboard, and Discord tells us your Discord user ID if you connect it.',
        { heading: '2. How we use information', tag: 'h3' },
        'The only emails we send are account and service email: verifying your email address, sign-in links, password resets and password change notices, confirmation when you upgrade to Plus, the outcome of each vendor account link, replies from our team about the requests, applications and questions you send us, and notice of material changes to our terms or this policy.',
        {
          list: [
            'To create and secure your account and verify your email address.',
            'To run the buying programs, benefits, events, grant competition and community you choose to take part in.',
            'To answer questions and requests, and to send service messages about your account.',
            'To understand how the Services are used, fix problems and plan improvements.',
            'To prevent fraud and abuse, and to meet legal obligations.',
          ],
        },
        { heading: '3. When we share information', tag: 'h3' },
        {
          list: [
            'With vendors and benefit partners, when you request their program or benefit: only what they need to open your account, apply member pricing or contact you about your request. Their own privacy policies then apply to what they hold.',
            'With service providers who host our systems, send email and help us operate, under contracts that limit their use of your information to serving us.',
            'With the grant competition\'s judging panel (an Entrepreneurs Alliance staff member, a vendor partner and a past winner), who read every application of the round they judge.',
            'When the law requires it, to protect the rights and safety of our members or the public, or in connection with a merger or reorganization of Entrepreneurs Alliance, with notice to you.',
          ],
        },
        'We do not sell personal information and we do not share it for cross-context behavioral advertising.',
        { heading: '4. Your choices and rights', tag: 'h3' },
        {
          list: [
            'Update your account and business details in your dashboard profile at any time.',
            'We do not send newsletters or marketing email, so there is no list to unsubscribe from. The emails we send are about your account and the requests you make; they stop when you close your account.',
            'Ask us for a copy of your information, to correct it or to delete your account and information.',
            'Residents of California, Colorado, Connecticut, Virginia and other states with privacy laws have these rights by law, including the right not to be discriminated against for using them. We honor them for every member.',
            'You may use an authorized agent to make a request; we will verify the request before acting on it.',
          ],
        },
        { paragraph: ['To make a request, contact us through our ', helpCentre, '. We respond within 45 days.'] },
        { heading: '5. How long we keep information', tag: 'h3' },
        'We keep account information while your account is open and for up to two years after it closes, unless you ask us to delete it sooner. Grant applications are kept for three years for tax and audit purposes. Uploaded quote files are deleted within 180 days of the quote.',
        { heading: '6. Security', tag: 'h3' },
        'We protect information with encryption in transit, access controls and regular reviews of who can see what. No system is perfectly secure, so please use a strong, unique password and tell us if you notice anything unusual.',
        { heading: '7. Children', tag: 'h3' },
        'The Services are for adults running businesses. We do not knowingly collect information from anyone under 18; if you believe we have, contact us and we will delete it.',
        { heading: '8. Changes to this policy', tag: 'h3' },
        'We will post any changes here with a new “last updated” date and, for material changes, tell members by email or in the dashboard before they take effect.',
        { heading: '9. Contact us', tag: 'h3' },
        {
          paragraph: ['Questions or requests about privacy go to Entrepreneurs Alliance through our ', helpCentre, '.'],
        },
      ),
    },
    {
      blockType: 'callToAction',
      headline: 'Make a privacy request',
      richText: richText('Ask for a copy of your data, a correction or deletion through our help centre.'),
      layerStyle: 'light',
      buttons: [
        helpCenterButton('Contact us', { variant: 'primary' }),
        seedButton('Terms and Conditions', '/legal/terms-and-conditions', { variant: 'outline' }),
      ],
    },
  ],
}

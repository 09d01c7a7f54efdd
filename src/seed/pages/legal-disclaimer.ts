import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, helpCenterButton, helpCentre, LEGAL_LAST_UPDATED } from './common'
import type { PageSeed } from './types'

export const disclaimerPage: PageSeed = {
  pageName: 'Disclaimer',
  slug: 'disclaimer',
  pagePath: 'legal',
  pageType: 'PAGE',
  pageCategory: 'LEGAL',
  meta: {
    title: 'Disclaimer | EA Collective',
    description:
      'EA Collective content is general information, not professional advice. Vendor pricing and programs are provided by the vendors under their own terms.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Legal',
      headline: 'Disclaimer',
      richText: richText(
        `Last updated: ${LEGAL_LAST_UPDATED}`,
        'Entrepreneurs Alliance publishes EA Collective to help small businesses save money and make better decisions. Please read this disclaimer to understand the limits of what we provide.',
      ),
      layerStyle: 'dark',
    },
    {
      blockType: 'hero',
      headline: 'What you should know',
      layerStyle: 'light',
      richText: richText(
        { heading: 'General information, not professional advice', tag: 'h3' },
        'Guides, reads, downloads, templates, events and community discussions are general information for US small businesses. They are not legal, tax, accounting, financial, insurance or other professional advice, and they may not reflect the latest changes in the law or your state’s rules. Speak to a licensed professional before acting on anything that affects your legal or tax position.',
        { heading: 'Vendor programs and pricing', tag: 'h3' },
        {
          list: [
            'Member pricing and programs are provided by ODP Business Solutions, Dell Technologies, FedEx and other vendors under their own terms, which govern your purchases.',
            'Prices, discounts, products and program rules are set by each vendor, may change without notice and may vary by location, product or account type.',
            'Savings figures such as “up to 55% off” describe the best available discount on selected items, not the discount on every order.',
            'Vendor names and trademarks belong to their owners. Their appearance on our site does not mean they endorse any member or that we warrant their products.',
          ],
        },
        { heading: 'Estimates and examples', tag: 'h3' },
        'Spend Navigator results, quotes, savings examples and member stories are illustrations based on the information provided and on pricing at the time. Your results will depend on what, how much and where you buy. They are not a promise of savings.',
        { heading: 'Member benefits', tag: 'h3' },
        'Benefits are offered by independent partners. We choose partners carefully, but we do not control their products, services or decisions, and your agreement for any benefit is with the partner.',
        { heading: 'The grant competition', tag: 'h3' },
        'Applying for the technology grant does not guarantee an award. Awards are made at the judges’ discretion under the published criteria and our Terms and Conditions.',
        { heading: 'Community content', tag: 'h3' },
        'Views shared by members in Discord, at events or in guest articles are their own, not those of Entrepreneurs Alliance. We moderate the community but do not check every post.',
        { heading: 'Links to other websites', tag: 'h3' },
        'Links to vendor and partner websites are provided for convenience. We are not responsible for their content, availability or privacy practices.',
        { heading: 'Accuracy', tag: 'h3' },
        {
          paragraph: [
            'We work to keep our content accurate and current, but errors happen. If you spot one, please tell us through our ',
            helpCentre,
            ' and we will correct it.',
          ],
        },
      ),
    },
    {
      blockType: 'faq',
      headline: 'Common questions about this disclaimer',
      layerStyle: 'white',
      items: [
        faq(
          'Who do I contact about a problem with an order?',
          'The vendor you ordered from: your purchase is with them. If you cannot get an answer, contact our help centre and we will help you reach the right person.',
        ),
        faq(
          'Can I rely on a template for my contracts or policies?',
          'Templates are a good starting point, but laws differ by state and by situation. Have an attorney review anything you sign or give to employees.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Still have a question?',
      richText: richText('Our help centre team is happy to explain. We reply within two business days.'),
      layerStyle: 'light',
      buttons: [
        helpCenterButton('Contact us', { variant: 'primary' }),
        seedButton('Terms and Conditions', '/legal/terms-and-conditions', { variant: 'outline' }),
      ],
    },
  ],
}

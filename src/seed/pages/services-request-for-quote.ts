import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq } from './common'
import type { PageSeed } from './types'

/** The quote form (with its spreadsheet upload) is added to this page at #request by the forms work. */
const requestButton = (label = 'Request my quote') =>
  seedButton(label, '#request', {
    icon: 'arrowForward',
    perUserType: [{ userType: 'GUEST', label, href: '#request', info: 'Free, with no obligation to buy.' }],
  })

export const requestForQuotePage: PageSeed = {
  pageName: 'Request for Quote',
  slug: 'request-for-quote',
  pagePath: 'services',
  pageType: 'FORM',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Request a quote at member prices | EA Collective',
    description:
      'Upload a spreadsheet of what your business buys and get a line-by-line quote at EA Collective member prices within two business days.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Services · Request for Quote',
      headline: 'Get a line-by-line quote at member prices',
      richText: richText(
        'Send us the list of items you buy regularly and we will price every line at EA Collective member rates, and ask for volume pricing where your spend qualifies. Quotes arrive within two business days.',
      ),
      layerStyle: 'dark',
      buttons: [requestButton()],
    },
    {
      blockType: 'siteForm',
      layerStyle: 'light',
      formKind: 'quote',
      anchor: 'request',
      headline: 'Request a line-by-line quote',
      subheadline: 'Attach a spreadsheet of what you buy (.xlsx, .xls or .csv, up to 50 MB) and we will price every line.',
      pageSource: 'request-for-quote',
      submitLabel: 'Submit',
      isRedirect: true,
    },
    {
      blockType: 'checklist',
      headline: 'What to send',
      subheadline: 'A spreadsheet exported from your accounting system or a vendor portal works well.',
      layerStyle: 'white',
      columns: '2',
      items: [
        { text: 'Item description', detail: 'For example “Copy paper, 8.5 x 11, 20 lb, case of 10 reams”.' },
        { text: 'Vendor item number or SKU', detail: 'If you have it; it makes matching faster.' },
        { text: 'Quantity over the last 12 months', detail: 'Or your usual monthly quantity.' },
        { text: 'Price you paid', detail: 'Per unit, so we can show the difference.' },
      ],
    },
    {
      blockType: 'feature',
      headline: 'File requirements',
      layerStyle: 'light',
      columns: '3',
      items: [
        {
          icon: 'check',
          headline: 'Excel or CSV',
          copy: 'Upload a .xlsx, .xls or .csv file. Other formats cannot be read.',
        },
        { icon: 'package', headline: 'Up to 50 MB', copy: 'Split very large histories into more than one request.' },
        {
          icon: 'protection',
          headline: 'Kept confidential',
          copy: 'Your file is used only for your quote and deleted within 180 days.',
        },
      ],
    },
    {
      blockType: 'checklist',
      headline: 'What happens next',
      layerStyle: 'white',
      columns: '1',
      items: [
        { text: 'We match your items', detail: 'To the same product or an equivalent one, marked clearly.' },
        { text: 'We price each line', detail: 'At member pricing, plus volume pricing where it applies.' },
        {
          text: 'You receive your quote by email',
          detail: 'Within two business days, with total annual savings at the top.',
        },
        { text: 'You decide', detail: 'Set up an account if the numbers work. There is no obligation.' },
      ],
    },
    {
      blockType: 'faq',
      headline: 'Quote questions',
      layerStyle: 'light',
      items: [
        faq(
          'Which categories can you quote?',
          'Office essentials, technology, facilities and janitorial supplies, software tools, and small parcel and freight shipping.',
        ),
        faq(
          'How long is a quote valid?',
          'Quoted prices are valid for 30 days. Vendors set member pricing and may change it after that.',
        ),
        faq(
          'Do I need to be a member?',
          'No. Anyone can request a quote; you will need a free membership to order at the quoted prices.',
        ),
        faq(
          'I do not have a spreadsheet. Can I still get a quote?',
          'Yes. Try Spend Navigator for an estimate by category, or contact us through the help centre and describe what you buy.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Not ready to upload a file?',
      richText: richText('Spend Navigator gives you a savings estimate from a few rough numbers.'),
      layerStyle: 'brand',
      buttons: [
        seedButton('Try Spend Navigator', '/services/spend-navigator', { variant: 'secondary' }),
        requestButton('Request my quote'),
      ],
    },
  ],
}

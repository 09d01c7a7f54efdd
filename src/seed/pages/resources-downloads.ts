import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, joinButton } from './common'
import type { PageSeed } from './types'

export const resourcesDownloadsPage: PageSeed = {
  pageName: 'Downloads',
  slug: 'downloads',
  pagePath: 'resources',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Free templates and checklists for small businesses | EA Collective',
    description:
      'Download free budget, cash flow, hiring, invoicing and marketing templates built for small businesses. Preview each one before you save it.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Resources',
      headline: 'Templates and checklists you can use today',
      richText: richText(
        'Spreadsheets, documents and one-page checklists for the jobs every owner does: budgeting, hiring, invoicing, planning a launch. Preview any file, then download it: spreadsheets come as CSV files that open in Excel, Numbers or Google Sheets.',
      ),
      layerStyle: 'light',
      buttons: [
        seedButton('Get the cash flow toolkit', '#toolkit', { icon: 'arrowForward' }),
        seedButton('Read the articles', '/resources/reads', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'feature',
      headline: 'What is in the library',
      layerStyle: 'white',
      columns: '3',
      items: [
        {
          icon: 'payments',
          headline: 'Finance',
          copy: 'Annual budget, 13-week cash flow forecast, break-even calculator and a startup cost worksheet.',
        },
        {
          icon: 'business',
          headline: 'People',
          copy: 'Job description and offer letter templates, an onboarding checklist and a simple PTO policy.',
        },
        {
          icon: 'growth',
          headline: 'Marketing',
          copy: 'A 90-day marketing plan, social media calendar and a customer survey you can send this week.',
        },
        {
          icon: 'check',
          headline: 'Operations',
          copy: 'Supplier comparison sheet, inventory tracker and a month-end closing checklist.',
        },
        {
          icon: 'protection',
          headline: 'Risk and security',
          copy: 'Cybersecurity checklist for teams under 25, password policy and an incident response plan.',
        },
        {
          icon: 'grant',
          headline: 'Funding',
          copy: 'A grant application worksheet and the one-page business summary lenders ask for.',
        },
      ],
    },
    {
      blockType: 'siteForm',
      layerStyle: 'light',
      formKind: 'simple-lead',
      anchor: 'toolkit',
      headline: 'Get the cash flow toolkit',
      subheadline:
        'The annual budget template and the 13-week cash flow forecast, used together. Leave your name and email and we will let you know when we update them.',
      pageSource: 'cash-flow-toolkit',
      submitLabel: 'Submit',
      isRedirect: true,
    },
    {
      blockType: 'checklist',
      headline: 'How downloads work',
      layerStyle: 'white',
      columns: '1',
      items: [
        { text: 'Preview first', detail: 'Open any resource to see what it contains before you download it.' },
        {
          text: 'Formats you already use',
          detail:
            'Spreadsheets come as CSV files that open in Excel, Numbers or Google Sheets; checklists and guides open as a page on this site or on the source’s own site.',
        },
        {
          text: 'Free to use in your business',
          detail: 'Edit them, brand them and share them with your team. Please do not resell them.',
        },
      ],
    },
    {
      blockType: 'faq',
      headline: 'Download questions',
      layerStyle: 'light',
      items: [
        faq(
          'Do I need an account to download?',
          'Most files are free for everyone. A few in-depth toolkits ask for your name and email so we can send updated versions when rules change.',
        ),
        faq(
          'The download did not start. What now?',
          'Check that your browser allows downloads from our site, then try again. If a file still will not open, contact us through the help centre and we will email it to you.',
        ),
        faq(
          'Are the templates legal or tax advice?',
          'No. They are starting points. Have an accountant or attorney review anything with legal or tax consequences for your business.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Want the in-depth member guides too?',
      richText: richText('Members get step-by-step guides alongside every template. Joining is free.'),
      layerStyle: 'brand',
      buttons: [joinButton('Join free', { memberLabel: 'Open my guides', memberHref: '/dashboard/guides' })],
    },
  ],
}

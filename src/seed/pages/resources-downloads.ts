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
      'Free budget, cash flow and marketing templates, plus hiring and cybersecurity checklists, built for small businesses. Preview each one first.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Resources',
      headline: 'Templates and checklists you can use today',
      richText: richText(
        'Spreadsheets and checklists for the jobs every owner does: budgeting, forecasting cash, planning marketing, hiring and keeping the business secure. Preview any file, then download it: spreadsheets come as CSV files that open in Excel, Numbers or Google Sheets.',
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
          copy: 'An annual budget template and a 13-week cash flow forecast, with worked examples from a landscaping company and a two-location café.',
        },
        {
          icon: 'growth',
          headline: 'Marketing',
          copy: 'A 90-day marketing plan with one task a week, and an example quarter for a neighbourhood service business.',
        },
        {
          icon: 'business',
          headline: 'People',
          copy: 'A hiring and onboarding checklist: the federal steps from job post to first payday, on SBA.gov.',
        },
        {
          icon: 'protection',
          headline: 'Risk and security',
          copy: 'A cybersecurity checklist for teams under 25: a 30-minute routine to run every month.',
        },
        {
          icon: 'grant',
          headline: 'Funding',
          copy: 'A grant application worksheet with the questions the $5,000 technology grant panel scores.',
        },
        {
          icon: 'guides',
          headline: 'Reads to go with them',
          copy: 'Articles that walk you through the files, such as building a 13-week cash flow forecast in an afternoon.',
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
        'The annual budget template and the 13-week cash flow forecast, used together. Leave your name, email and business name and both files are ready to download straight away.',
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
          'No. Every file is free for everyone. The cash flow toolkit asks for your name, email and business name first, then both of its files are ready to download.',
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
      headline: 'Want the member guides too?',
      richText: richText(
        'Members also get step-by-step guides to the buying programs in their dashboard. Joining is free.',
      ),
      layerStyle: 'brand',
      buttons: [joinButton('Join free', { memberLabel: 'Open my guides', memberHref: '/dashboard/guides' })],
    },
  ],
}

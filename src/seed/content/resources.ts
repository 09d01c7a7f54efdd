import { richText } from '@/lib/lexical'

import type { ResourceSeed } from './types'

/**
 * Downloads. The seed cannot upload files, so the spreadsheets are served from public/downloads
 * (plain CSV, opening in Excel, Numbers or Google Sheets) and referenced by address; the other
 * resources open their source page instead, the spec's fallback when there is no file.
 */
export const resourceSeeds: ResourceSeed[] = [
  {
    resourceCardTitle: '13-week cash flow forecast',
    resourceCardSubtitle: 'See a cash crunch coming a quarter ahead',
    resourceCardCopy:
      'A week-by-week forecast of the money coming in and going out, with a cushion line that flags the weeks you will run short. Includes a worked example for a two-location café.',
    resourceSlug: '13-week-cash-flow-forecast',
    resourceSource: 'EA Collective',
    resourceCategory: 'TEMPLATES',
    resourceTags: ['EA', 'Finance'],
    isFeatured: true,
    resourceFiles: [
      {
        assetType: 'SPREADSHEET',
        url: '/downloads/13-week-cash-flow-forecast.csv',
        fileName: '13-week-cash-flow-forecast.csv',
        mimeType: 'text/csv',
        size: 2040,
      },
    ],
    resourceRichText: richText(
      'Open the file in Excel, Numbers or Google Sheets. Each row is a kind of cash movement and each column a week, so you can see at a glance which weeks dip below the cushion you want to keep.',
      { heading: 'What is inside', tag: 'h2' },
      {
        list: [
          'Opening and closing balances for thirteen weeks',
          'Cash in: sales, invoices collected and other income',
          'Cash out: payroll, suppliers, rent, loans, estimated taxes and owner draws',
          'A cushion line and a YES flag for every week that falls below it',
        ],
      },
      {
        paragraph: [
          'New to forecasting? Read ',
          {
            link: '/resources/reads/build-a-13-week-cash-flow-forecast',
            text: 'Build a 13-week cash flow forecast in an afternoon',
          },
          ' first.',
        ],
      },
    ),
  },
  {
    resourceCardTitle: 'Annual small business budget template',
    resourceCardSubtitle: 'Twelve months of income and costs on one sheet',
    resourceCardCopy:
      'Plan income, variable costs and fixed costs month by month, and see which months lose money so you can set cash aside in the busy season. Example figures from a landscaping company with two crews.',
    resourceSlug: 'annual-small-business-budget-template',
    resourceSource: 'EA Collective',
    resourceCategory: 'TEMPLATES',
    resourceTags: ['EA', 'Finance'],
    isFeatured: false,
    resourceFiles: [
      {
        assetType: 'SPREADSHEET',
        url: '/downloads/annual-budget-template.csv',
        fileName: 'annual-budget-template.csv',
        mimeType: 'text/csv',
        size: 2157,
      },
    ],
    resourceRichText: richText(
      'Replace the example figures with your own, starting with fixed costs: they are the easiest to know and they set the floor your income has to clear every month.',
      'The cumulative profit line shows how deep the slow season goes, which is the amount to put aside while business is good.',
    ),
  },
  {
    resourceCardTitle: '90-day marketing plan',
    resourceCardSubtitle: 'One goal, thirteen weeks, one task a week',
    resourceCardCopy:
      'A quarter of local marketing broken into weekly tasks across reviews, email, print, search ads and partnerships, with the result to record for each one.',
    resourceSlug: '90-day-marketing-plan',
    resourceSource: 'EA Collective',
    resourceCategory: 'TEMPLATES',
    resourceTags: ['EA', 'Marketing'],
    isFeatured: true,
    resourceCtaLabel: 'Download the plan',
    resourceFiles: [
      {
        assetType: 'SPREADSHEET',
        url: '/downloads/90-day-marketing-plan.csv',
        fileName: '90-day-marketing-plan.csv',
        mimeType: 'text/csv',
        size: 1791,
      },
    ],
    resourceRichText: richText(
      'Most small businesses do not need more marketing ideas; they need to finish the ones they have. The plan fits one realistic task into each week and asks you to write down what it achieved.',
      'The example plan is for a neighbourhood service business with a budget of $1,800 for the quarter.',
    ),
  },
  {
    resourceCardTitle: 'Cybersecurity checklist for small teams',
    resourceCardSubtitle: 'A 30-minute monthly routine',
    resourceCardCopy:
      'Multi-factor sign-in, updates, backups and access reviews: the checks that stop most attacks on businesses with fewer than 25 people.',
    resourceSlug: 'cybersecurity-checklist-for-small-teams',
    resourceSource: 'EA Collective',
    resourceSourceUrl: '/resources/reads/a-cybersecurity-routine-for-teams-under-25',
    resourceCtaLabel: 'Read the checklist',
    resourceCategory: 'CHECKLISTS',
    resourceTags: ['EA', 'Technology'],
    isFeatured: false,
    resourceFiles: [],
    resourceRichText: richText(
      'The checklist is part of our article on a cybersecurity routine for small teams. Print the monthly check and keep it beside the printer.',
    ),
  },
  {
    resourceCardTitle: 'Hiring and onboarding checklist',
    resourceCardSubtitle: 'From job post to first payday',
    resourceCardCopy:
      'The federal steps for hiring your first or next employee: employer identification number, Form I-9, Form W-4, new-hire reporting, workers’ compensation and required workplace posters.',
    resourceSlug: 'hiring-and-onboarding-checklist',
    resourceSource: 'U.S. Small Business Administration',
    resourceSourceUrl: 'https://www.sba.gov/business-guide/manage-your-business/hire-manage-employees',
    resourceCtaLabel: 'Open on SBA.gov',
    resourceCategory: 'CHECKLISTS',
    resourceTags: ['People'],
    isFeatured: false,
    resourceFiles: [],
    resourceRichText: richText(
      'The Small Business Administration keeps the official list of what an employer must do when hiring, with links to each federal form. Check your state’s labor department as well: new-hire reporting and workers’ compensation rules vary by state.',
    ),
  },
  {
    resourceCardTitle: 'Grant application worksheet',
    resourceCardSubtitle: 'Prepare your $5,000 technology grant application',
    resourceCardCopy:
      'The questions the review panel asks, with notes on what a strong answer includes, so you can draft your answers before you start the form.',
    resourceSlug: 'grant-application-worksheet',
    resourceSource: 'EA Collective',
    resourceSourceUrl: '/community/grant-competition',
    resourceCtaLabel: 'Go to the grant page',
    resourceCategory: 'GUIDES',
    resourceTags: ['EA', 'Funding'],
    isFeatured: false,
    resourceFiles: [],
    resourceRichText: richText(
      'The panel scores every application on impact (40%), plan (25%), story (20%) and growth (15%). Draft your answers with those in mind:',
      {
        list: [
          'Story: describe your business in two sentences a stranger would understand',
          'Plan: name the equipment or software and its price',
          'Impact: say what it changes, in hours saved, customers served or revenue added',
          'Growth: say where the business could be in two years with it',
        ],
      },
    ),
  },
]

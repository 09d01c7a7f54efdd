import { richText } from '@/lib/lexical'

import type { ReadSeed } from '../types'

export const cashFlowForecast: ReadSeed = {
  readCardTitle: 'Build a 13-week cash flow forecast in an afternoon',
  readCardSubtitle: 'See a cash crunch coming while there is still time to act',
  readCardCopy:
    'Profit tells you whether the business works; cash tells you whether it survives the next quarter. A rolling 13-week forecast takes an afternoon to build and fifteen minutes a week to keep.',
  readTags: ['Finance'],
  slug: 'build-a-13-week-cash-flow-forecast',
  publishedAt: '2026-06-09T14:00:00.000Z',
  authorName: 'Darnell Brooks, CPA',
  body: richText(
    'Thirteen weeks is one quarter: long enough to see a quarterly tax payment, a slow season or a large supplier bill coming, and short enough to forecast week by week with some confidence.',
    { heading: 'Start with the cash you have' },
    'Open with the balance of your operating account today. Not the profit on your last statement, and not what customers owe you: the money you could spend this afternoon.',
    { heading: 'List what comes in, week by week' },
    'Enter receipts in the week you expect the money to land, not the week you send the invoice. If customers usually pay in 38 days, forecast them at 38 days.',
    { heading: 'List what goes out' },
    {
      list: [
        'Payroll and payroll taxes, on their actual pay dates',
        'Rent, loan payments and subscriptions',
        'Supplier bills on their due dates',
        'Quarterly estimated taxes, which catch many owners out in April, June, September and January',
      ],
    },
    { heading: 'Watch the lowest week' },
    'The number that matters is the lowest closing balance in the thirteen weeks. If it falls below the cushion you want to keep, usually two to four weeks of fixed costs, you have time to chase receivables, delay a purchase or arrange a line of credit before you need it.',
    { heading: 'Keep it rolling' },
    'Every Monday, replace the forecast for last week with what actually happened and add a new week at the end. After a month you will know which of your guesses to trust.',
    {
      paragraph: [
        'Our free ',
        { link: '/resources/downloads/13-week-cash-flow-forecast', text: '13-week cash flow forecast template' },
        ' has the layout ready, with a worked example.',
      ],
    },
  ),
}

import { richText } from '@/lib/lexical'

import type { ReadSeed } from '../types'

export const sCorporationOwnerPay: ReadSeed = {
  readCardTitle: 'Paying yourself as an S corporation owner',
  readCardSubtitle: 'How to set a reasonable salary, and where distributions fit in',
  readCardCopy:
    'Electing S corporation status can cut your self-employment tax, but only if you pay yourself a salary the IRS would call reasonable. Here is how owners set that number and stay on the right side of it.',
  readTags: ['Taxes', 'Finance'],
  slug: 'paying-yourself-as-an-s-corporation-owner',
  publishedAt: '2026-11-10T14:00:00.000Z',
  authorName: 'Darnell Brooks, CPA',
  body: richText(
    'Every spring I meet owners who elected S corporation status to save on taxes and then paid themselves entirely through distributions. It feels efficient right up to the moment a notice arrives. The savings are real, but they rest on one rule: if you work in the business, you must pay yourself a reasonable salary through payroll before you take profits out.',
    { heading: 'Why the salary matters' },
    'As an S corporation owner you are two people at once: an employee who earns wages and a shareholder who receives profits. Wages carry Social Security and Medicare taxes of 15.3% between you and the company. Distributions do not. Paying yourself nothing in wages turns all of your income into untaxed distributions, which is exactly what the IRS looks for.',
    { heading: 'What "reasonable" means in practice' },
    'There is no published number. The IRS and the courts ask what the business would have to pay someone else to do your job. Owners usually build the answer from three sources:',
    {
      list: [
        'Salary surveys for your role and region, such as the Bureau of Labor Statistics occupational wage tables',
        'What you paid, or were quoted, when you last hired for similar work',
        'The hours you actually spend on each kind of work: a dental practice owner who treats patients four days a week is mostly a dentist, not a manager',
      ],
    },
    'Write down how you arrived at the figure and keep it with your tax records. A short memo made at the time is worth far more than a reconstruction made during an audit.',
    { heading: 'Where distributions fit' },
    'Once payroll is running, profits above your salary can come out as distributions, in proportion to ownership. Many of my clients settle on a salary between 40% and 60% of what the business earns before owner pay, then review it each December when the year is clear.',
    { heading: 'A simple routine' },
    {
      list: [
        'Run payroll for yourself at least monthly, with withholding, even if the amount is modest',
        'Take distributions only after payroll taxes for the quarter are paid',
        'Revisit the salary when revenue changes by more than about 20%, or when your role changes',
      ],
      ordered: true,
    },
    {
      paragraph: [
        'If you are still deciding whether the election makes sense, bring your numbers to ',
        { link: '/community/events', text: 'Tax Tuesday' },
        ': we run a worked example every quarter. This article is general information, not tax advice for your situation.',
      ],
    },
  ),
}

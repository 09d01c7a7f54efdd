import { richText } from '@/lib/lexical'

import type { ReadSeed } from '../types'

export const cybersecurityRoutine: ReadSeed = {
  readCardTitle: 'A cybersecurity routine for teams under 25',
  readCardSubtitle: 'Three habits that stop most attacks on small businesses',
  readCardCopy:
    'Most break-ins at small businesses start with a reused password or an unpatched laptop, not a movie-style hack. Multi-factor sign-in, prompt updates and tested backups close most of those doors.',
  readTags: ['Technology', 'Operations'],
  slug: 'a-cybersecurity-routine-for-teams-under-25',
  publishedAt: '2026-08-18T14:00:00.000Z',
  authorName: 'Maya Chen',
  body: richText(
    'Small businesses are attacked for the same reason small shops are shoplifted: there is less in the way. The good news is that a handful of habits, kept up every week, stop the great majority of attacks. None of them needs a security team.',
    { heading: '1. Turn on multi-factor sign-in everywhere' },
    'Start with email, because whoever controls your email can reset every other password. Then banking, payroll, your accounting software and your website. Prefer an authenticator app or a security key to text messages.',
    { heading: '2. Update within a week' },
    'Set laptops and phones to install updates automatically, and check once a month that they did. Replace devices that no longer receive security updates: for most laptops that happens five to seven years after release.',
    { heading: '3. Keep backups you have actually restored' },
    'Keep at least one copy of your important files somewhere that ransomware on your network cannot reach, such as a cloud backup with version history. Once a quarter, restore one file to prove it works.',
    { heading: 'A 30-minute monthly check' },
    {
      list: [
        'Remove accounts of people who have left, in every system',
        'Confirm updates installed on every device',
        'Review who has administrator access, and trim it',
        'Restore one file from backup',
        'Remind the team: no one from the bank, the IRS or "the CEO" will ever ask for a gift card or an urgent wire',
      ],
    },
    {
      paragraph: [
        'Download the one-page ',
        { link: '/resources/downloads/cybersecurity-checklist-for-small-teams', text: 'cybersecurity checklist' },
        ' to keep beside the printer.',
      ],
    },
  ),
}

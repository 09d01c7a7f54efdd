import { richText } from '@/lib/lexical'

import type { EventSeed } from './types'

/** Three sessions already held (COMPLETED) and three coming up. */
export const eventSeeds: EventSeed[] = [
  {
    eventTitle: 'Grant office hours: fall 2026 round',
    eventType: 'OFFICE_HOURS',
    eventScheduleStartTimestamp: '2026-10-21T22:30:00.000Z',
    eventScheduleStartTimestamp_tz: 'America/New_York',
    duration: 60,
    eventSlug: 'grant-office-hours-fall-2026',
    eventCollectionId: 'grant-office-hours-2026',
    eventCompleteStatus: true,
    onlineLink: 'https://discord.com/events/ea-collective/grant-office-hours',
    description: richText(
      'Questions about the $5,000 technology grant, answered live by the review panel and two past winners: what a strong plan looks like, how we score applications and what to include in your budget.',
      'The recording is shared with members in the events channel of our Discord.',
    ),
  },
  {
    eventTitle: 'Tax Tuesday: third-quarter estimated taxes',
    eventType: 'WEBINAR',
    eventScheduleStartTimestamp: '2026-09-08T17:00:00.000Z',
    eventScheduleStartTimestamp_tz: 'America/New_York',
    duration: 45,
    eventSlug: 'tax-tuesday-q3-estimated-taxes',
    eventCollectionId: 'tax-tuesday',
    eventCompleteStatus: true,
    onlineLink: 'https://us06web.zoom.us/webinar/register/WN_eacollective_tax_tuesday_sep',
    description: richText(
      'Darnell Brooks, CPA, walked through the September 15 estimated tax payment: how to work out what you owe from year-to-date profit, the safe harbour rules, and what to do when a good quarter changes the picture.',
    ),
  },
  {
    eventTitle: 'Shipping clinic: packaging for peak season',
    eventType: 'WORKSHOP',
    eventScheduleStartTimestamp: '2026-10-14T19:00:00.000Z',
    eventScheduleStartTimestamp_tz: 'America/Chicago',
    duration: 90,
    eventSlug: 'shipping-clinic-packaging-for-peak-season',
    eventCollectionId: 'shipping-clinic',
    eventCompleteStatus: true,
    onlineLink: 'https://us06web.zoom.us/webinar/register/WN_eacollective_shipping_clinic_oct',
    description: richText(
      'A FedEx small business specialist reviewed members’ boxes live: dimensional weight, void fill, and the service and pickup choices that keep holiday shipping costs down.',
    ),
  },
  {
    eventTitle: 'Tax Tuesday: year-end moves before December 31',
    eventType: 'WEBINAR',
    eventScheduleStartTimestamp: '2026-12-08T18:00:00.000Z',
    eventScheduleStartTimestamp_tz: 'America/New_York',
    duration: 45,
    eventSlug: 'tax-tuesday-year-end-moves',
    eventCollectionId: 'tax-tuesday',
    eventCompleteStatus: false,
    onlineLink: 'https://us06web.zoom.us/webinar/register/WN_eacollective_tax_tuesday_dec',
    description: richText(
      'What you can still do before the year closes: equipment purchases and depreciation, retirement contributions for owners, bonuses, and the paperwork to gather now so filing season is calm.',
      { heading: 'Bring your questions' },
      'Send questions in advance from the registration page, or ask them live. Afterwards, the recording is shared with members in the events channel of our Discord.',
    ),
  },
  {
    eventTitle: 'Tech check-up: planning your 2027 hardware refresh',
    eventType: 'WEBINAR',
    eventScheduleStartTimestamp: '2027-01-20T20:00:00.000Z',
    eventScheduleStartTimestamp_tz: 'America/Los_Angeles',
    duration: 60,
    eventSlug: 'tech-check-up-2027-hardware-refresh',
    eventCollectionId: 'tech-check-up',
    eventCompleteStatus: false,
    onlineLink: 'https://us06web.zoom.us/webinar/register/WN_eacollective_tech_checkup_jan',
    description: richText(
      'Dell small business advisors on which machines to replace this year, what to buy for hybrid staff, and how to retire old laptops without leaving your data on them.',
      {
        list: [
          'When a repair stops being worth it',
          'Laptop, desktop or both: matching devices to roles',
          'Wiping, recycling and trading in old equipment',
        ],
      },
    ),
  },
  {
    eventTitle: 'Austin member meetup',
    eventType: 'IN_PERSON',
    eventScheduleStartTimestamp: '2027-02-12T00:00:00.000Z',
    eventScheduleStartTimestamp_tz: 'America/Chicago',
    duration: 120,
    eventSlug: 'austin-member-meetup-february-2027',
    eventCollectionId: 'member-meetups',
    eventCompleteStatus: false,
    location: 'Native Hostel, 807 E 4th St, Austin, TX 78702',
    description: richText(
      'Coffee, tacos and introductions with EA Collective members in Austin. Come with a question you are stuck on: we seat people by industry so you leave with two or three useful contacts.',
      'Free for members and guests, with nothing to register: just come along. Food is served from 6 pm.',
    ),
  },
]

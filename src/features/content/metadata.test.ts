import { richText } from '@/lib/lexical'

import { buildAuthor } from '../../../tests/factories/author'
import { asDoc } from '../../../tests/factories/doc'
import { buildEvent } from '../../../tests/factories/event'
import { buildRead } from '../../../tests/factories/read'
import { buildResource } from '../../../tests/factories/resource'

import { eventJsonLd, eventMetadata, readJsonLd, readMetadata, resourceMetadata, snippet } from './metadata'

const SITE = 'https://eacollective.com'
const SITE_NAME = 'EA Collective'

describe('detail page metadata', () => {
  it('describes a read as an article with its author, dates and canonical address', () => {
    const read = asDoc('reads', buildRead({ author: asDoc('authors', buildAuthor()) }))
    expect(readMetadata(read, SITE_NAME)).toMatchObject({
      title: 'Five ways to cut shipping costs before peak season',
      description: expect.stringMatching(/^Dimensional weight, residential surcharges/),
      alternates: { canonical: '/resources/reads/five-ways-to-cut-shipping-costs' },
      openGraph: {
        siteName: 'EA Collective',
        locale: 'en_US',
        type: 'article',
        url: '/resources/reads/five-ways-to-cut-shipping-costs',
        publishedTime: '2026-03-02T14:00:00.000Z',
        authors: ['Maya Chen'],
        tags: ['Shipping', 'Operations'],
      },
    })
  })

  it("carries the site's name, locale and type in every detail page's Open Graph (a page's replaces the layout's)", () => {
    const event = eventMetadata(asDoc('events', buildEvent()), SITE_NAME)
    expect(event.openGraph).toMatchObject({
      siteName: 'EA Collective',
      locale: 'en_US',
      type: 'website',
      url: expect.stringMatching(/^\/community\/events\//),
    })
    expect(resourceMetadata(asDoc('resources', buildResource()), SITE_NAME).openGraph).toMatchObject({
      siteName: 'EA Collective',
      type: 'website',
    })
  })

  it("shows the page's own image in link previews, else the site's share image, in the large card", () => {
    const plain = readMetadata(asDoc('reads', buildRead()), SITE_NAME)
    expect(plain.openGraph?.images).toEqual([
      { url: '/share-image.png', width: 1200, height: 630, alt: 'EA Collective', type: 'image/png' },
    ])
    expect(plain.twitter).toEqual({ card: 'summary_large_image' })
    const cover = asDoc('media', { url: '/cms-api/media/file/dock.jpg', altText: 'Parcels on a loading dock' })
    const illustrated = readMetadata(asDoc('reads', buildRead({ readCardMedia: cover })), SITE_NAME)
    expect(illustrated.openGraph?.images).toEqual([
      { url: '/cms-api/media/file/dock.jpg', alt: 'Parcels on a loading dock' },
    ])
  })

  it('falls back from card copy to subtitle to the rich text for the description', () => {
    const resource = asDoc('resources', buildResource({ resourceCardCopy: null, resourceCardSubtitle: null }))
    expect(resourceMetadata(resource, SITE_NAME).description).toMatch(/^Fill in the grey cells only/)
    expect(eventMetadata(asDoc('events', buildEvent()), SITE_NAME).description).toMatch(/^Bring your questions/)
  })

  it('cuts long descriptions at a word to fit a search snippet', () => {
    const long = snippet(richText('Word '.repeat(80)))
    expect(long?.length).toBeLessThanOrEqual(160)
    expect(long).toMatch(/Word…$/)
    expect(snippet(null, '', 'Short and sweet.')).toBe('Short and sweet.')
    expect(snippet(null)).toBeUndefined()
  })
})

describe('structured data', () => {
  it('describes a read as a schema.org Article', () => {
    const read = asDoc('reads', buildRead({ author: asDoc('authors', buildAuthor()) }))
    expect(readJsonLd(read, SITE)).toMatchObject({
      '@type': 'Article',
      headline: 'Five ways to cut shipping costs before peak season',
      datePublished: '2026-03-02T14:00:00.000Z',
      author: { '@type': 'Person', name: 'Maya Chen' },
      mainEntityOfPage: 'https://eacollective.com/resources/reads/five-ways-to-cut-shipping-costs',
    })
  })

  it('describes an online event with its end from the duration', () => {
    expect(eventJsonLd(asDoc('events', buildEvent()), SITE, 'EA Collective')).toMatchObject({
      '@type': 'Event',
      startDate: '2026-03-04T23:30:00.000Z',
      endDate: '2026-03-05T00:30:00.000Z',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://discord.com/events/ea-collective/grant-office-hours' },
      organizer: { name: 'EA Collective' },
    })
  })

  it('describes an event in person', () => {
    const event = asDoc('events', buildEvent({ onlineLink: null, location: 'Native Hostel, Austin, TX' }))
    expect(eventJsonLd(event, SITE, 'EA Collective')).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Native Hostel, Austin, TX' },
    })
  })
})

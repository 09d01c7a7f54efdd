import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { ArticleListBlock as ArticleListBlockData, Event, Read } from '@/payload-types'
import type { DocList } from '@/server/content'

import { asDoc } from '../../../tests/factories/doc'
import { buildEvent } from '../../../tests/factories/event'
import { buildRead } from '../../../tests/factories/read'
import { buildViewer } from '../../../tests/factories/viewer'

import { ArticleListView, DEFAULT_EMPTY_MESSAGE, articleListQuery } from './Component'
import { LOAD_MORE_ERROR, LOAD_MORE_LABEL } from './Component.client'

const read = (index: number) =>
  asDoc(
    'reads',
    buildRead({ readCardTitle: `Article ${index}`, slug: `article-${index}`, readTags: ['Finance'] }),
    index,
  )

const page = <T,>(docs: T[], hasNextPage: boolean, endCursor: string | null, count = 5): DocList<T> => ({
  docs,
  pageInfo: { hasNextPage, endCursor },
  aggregate: { count },
})

const block = (overrides: Partial<ArticleListBlockData> = {}): ArticleListBlockData => ({
  blockType: 'articleList',
  id: 'list',
  headline: 'Latest reads',
  collection: 'reads',
  pageSize: 2,
  ...overrides,
})

function renderList<T extends Read | Event>(firstPage: DocList<T>, overrides: Partial<ArticleListBlockData> = {}) {
  return render(
    <ArticleListView
      block={block(overrides)}
      firstPage={firstPage}
      viewer={buildViewer('GUEST')}
      isDashboard={false}
      isFirst={false}
    />,
  )
}

/** The only network edge of the list: GET /api/content/... answered with the given bodies in turn. */
function stubFetch(...responses: { status?: number; body: unknown }[]) {
  const fetchMock = vi.fn(async () => {
    const next = responses.shift()
    if (!next) throw new Error('No more stubbed responses')
    return new Response(JSON.stringify(next.body), {
      status: next.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const cardTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('ul[data-collection] > li h3')].map((heading) => heading.textContent)

describe('articleListQuery', () => {
  it('keeps the page size within 1 to 24', () => {
    expect(articleListQuery(block({ pageSize: 0 })).limit).toBe(6)
    expect(articleListQuery(block({ pageSize: -3 })).limit).toBe(1)
    expect(articleListQuery(block({ pageSize: 80 })).limit).toBe(24)
    expect(articleListQuery(block({ pageSize: 9 })).limit).toBe(9)
  })

  it('filters by tag only lists that have tags', () => {
    expect(articleListQuery(block({ tag: ' Finance ' })).tag).toBe('Finance')
    expect(articleListQuery(block({ collection: 'resources', tag: 'Marketing' })).tag).toBe('Marketing')
    expect(articleListQuery(block({ collection: 'guides', tag: 'Finance' })).tag).toBeNull()
    expect(articleListQuery(block({ tag: '  ' })).tag).toBeNull()
  })

  it('lists upcoming events unless the block says otherwise', () => {
    expect(articleListQuery(block({ collection: 'events' })).status).toBe('upcoming')
    expect(articleListQuery(block({ collection: 'events', eventStatus: 'completed' })).status).toBe('completed')
    expect(articleListQuery(block({ collection: 'reads', eventStatus: 'completed' })).status).toBe('all')
  })
})

describe('ArticleListBlock', () => {
  it('renders the first page on the server with a count and a Load More button', () => {
    const { container } = renderList(page([read(1), read(2)], true, 'cursor-2'))
    expect(screen.getByRole('heading', { level: 2, name: 'Latest reads' })).toBeInTheDocument()
    expect(cardTitles(container)).toEqual(['Article 1', 'Article 2'])
    expect(screen.getByRole('link', { name: 'Article 1' })).toHaveAttribute('href', '/resources/reads/article-1')
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 5')
    expect(screen.getByRole('button', { name: LOAD_MORE_LABEL })).toBeInTheDocument()
  })

  it('appends the next page on Load More, moves the focus to the first new card, and hides the button at the end', async () => {
    const user = userEvent.setup()
    const fetchMock = stubFetch(
      { body: page([read(3), read(4)], true, 'cursor-4') },
      { body: page([read(5)], false, 'cursor-5') },
    )
    const { container } = renderList(page([read(1), read(2)], true, 'cursor-2'), { tag: 'Finance' })

    await user.click(screen.getByRole('button', { name: LOAD_MORE_LABEL }))
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/content/reads?after=cursor-2&limit=2&tag=Finance',
      expect.objectContaining({ headers: { accept: 'application/json' } }),
    )
    expect(cardTitles(container)).toEqual(['Article 1', 'Article 2', 'Article 3', 'Article 4'])
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 5')
    expect(screen.getByRole('link', { name: 'Article 3' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: LOAD_MORE_LABEL }))
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/content/reads?after=cursor-4&limit=2&tag=Finance',
      expect.anything(),
    )
    expect(cardTitles(container)).toEqual(['Article 1', 'Article 2', 'Article 3', 'Article 4', 'Article 5'])
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 5')
    expect(screen.queryByRole('button', { name: LOAD_MORE_LABEL })).toBeNull()
    expect(screen.getByRole('link', { name: 'Article 5' })).toHaveFocus()
  })

  it('shows the work in progress and ignores further clicks while a page loads', async () => {
    const user = userEvent.setup()
    let answer: (response: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    const { container } = renderList(page([read(1), read(2)], true, 'cursor-2'))

    await user.click(screen.getByRole('button', { name: LOAD_MORE_LABEL }))
    const button = screen.getByRole('button', { name: 'Loading…' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(container.querySelector('ul[data-collection]')).toHaveAttribute('aria-busy', 'true')
    await user.click(button)
    expect(fetchMock).toHaveBeenCalledTimes(1)

    await act(async () => answer(Response.json(page([read(3)], false, 'cursor-3', 3))))
    expect(cardTitles(container)).toEqual(['Article 1', 'Article 2', 'Article 3'])
  })

  it('keeps the list and offers Load More again when a page fails to load', async () => {
    const user = userEvent.setup()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch({ status: 500, body: { error: 'Internal Server Error' } }, { body: page([read(3)], false, null, 3) })
    const { container } = renderList(page([read(1), read(2)], true, 'cursor-2'))

    await user.click(screen.getByRole('button', { name: LOAD_MORE_LABEL }))
    expect(screen.getByRole('alert')).toHaveTextContent(LOAD_MORE_ERROR)
    expect(consoleError).toHaveBeenCalled()
    expect(cardTitles(container)).toEqual(['Article 1', 'Article 2'])

    await user.click(screen.getByRole('button', { name: LOAD_MORE_LABEL }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(cardTitles(container)).toEqual(['Article 1', 'Article 2', 'Article 3'])
  })

  it('shows no button when the first page is the only one', () => {
    renderList(page([read(1)], false, 'cursor-1', 1))
    expect(screen.queryByRole('button', { name: LOAD_MORE_LABEL })).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 1')
  })

  it('renders events with their start in the event’s zone and COMPLETED when complete', async () => {
    const user = userEvent.setup()
    const past = asDoc('events', buildEvent({ eventCompleteStatus: true }), 71)
    const later = asDoc(
      'events',
      buildEvent({
        eventTitle: 'Tech check-up',
        eventSlug: 'tech-check-up',
        eventScheduleStartTimestamp: '2027-01-20T20:00:00.000Z',
        eventScheduleStartTimestamp_tz: 'America/Los_Angeles',
      }),
      72,
    )
    const fetchMock = stubFetch({ body: page([later], false, 'cursor-72', 2) })
    renderList(page([past], true, 'cursor-71', 2), {
      collection: 'events',
      eventStatus: 'completed',
      pageSize: 1,
      headline: 'Events',
    })
    expect(screen.getByText('Mar 4, 6:30 PM EST')).toBeInTheDocument()
    expect(screen.getByText('COMPLETED')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: LOAD_MORE_LABEL }))
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/content/events?after=cursor-71&limit=1&status=completed',
      expect.anything(),
    )
    expect(screen.getByText('Jan 20, 12:00 PM PST')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Tech check-up' })).toHaveAttribute(
      'href',
      '/community/events/tech-check-up',
    )
  })

  it('says so when the list is empty', () => {
    const { rerender } = renderList(page<Read>([], false, null, 0))
    expect(screen.getByText(DEFAULT_EMPTY_MESSAGE)).toBeInTheDocument()
    rerender(
      <ArticleListView
        block={block({ emptyMessage: 'No events are scheduled right now.' })}
        firstPage={page<Read>([], false, null, 0)}
        viewer={buildViewer('GUEST')}
        isDashboard={false}
        isFirst={false}
      />,
    )
    expect(screen.getByText('No events are scheduled right now.')).toBeInTheDocument()
  })
})

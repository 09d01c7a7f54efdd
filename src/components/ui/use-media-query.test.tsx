import { act, render, screen } from '@testing-library/react'

import { minWidthQuery, useMediaQuery } from './use-media-query'

function Probe({ query }: { query: string }) {
  const matches = useMediaQuery(query)
  return <p>{matches === null ? 'unknown' : matches ? 'matches' : 'no match'}</p>
}

afterEach(() => vi.unstubAllGlobals())

describe('useMediaQuery', () => {
  it('reads the query and follows its changes', () => {
    let listener: (() => void) | undefined
    let matches = false
    vi.stubGlobal(
      'matchMedia',
      vi.fn((media: string) => ({
        get matches() {
          return matches
        },
        media,
        addEventListener: (_: string, callback: () => void) => {
          listener = callback
        },
        removeEventListener: vi.fn(),
      })),
    )
    render(<Probe query={minWidthQuery(1024)} />)
    expect(screen.getByText('no match')).toBeInTheDocument()
    act(() => {
      matches = true
      listener?.()
    })
    expect(screen.getByText('matches')).toBeInTheDocument()
  })

  it('is unknown where matchMedia does not exist', () => {
    vi.stubGlobal('matchMedia', undefined)
    render(<Probe query="(min-width: 1024px)" />)
    expect(screen.getByText('unknown')).toBeInTheDocument()
  })

  it('builds min-width queries', () => {
    expect(minWidthQuery(672)).toBe('(min-width: 672px)')
  })
})

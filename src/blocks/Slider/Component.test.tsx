import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { SliderBlock as SliderBlockData } from '@/payload-types'

import { loggedOutViewer } from '../shared/test-fixtures'

import { SliderBlock } from './Component'
import { CardSlider } from './Component.client'
import { getSliderState, getSlidesPerView, indexFromScroll } from './slider-state'

const originalWidth = window.innerWidth
function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width })
}
afterEach(() => setViewportWidth(originalWidth))

const slides = (count: number) => Array.from({ length: count }, (_, index) => <p key={index}>Card {index + 1}</p>)

describe('getSliderState', () => {
  it('hides the previous arrow on the first slide', () => {
    expect(getSliderState(0, 6, 2)).toMatchObject({ index: 0, isPrevHidden: true, isNextHidden: false })
  })

  it('hides the next arrow once the last slide is in view', () => {
    // 6 slides, 2 per view: the last start position is slide 5 (index 4).
    expect(getSliderState(4, 6, 2)).toMatchObject({ index: 4, maxIndex: 4, isPrevHidden: false, isNextHidden: true })
  })

  it('shows both arrows in between', () => {
    expect(getSliderState(2, 6, 2)).toMatchObject({ isPrevHidden: false, isNextHidden: false })
  })

  it('hides both arrows when every slide fits in view', () => {
    expect(getSliderState(0, 3, 4)).toMatchObject({
      maxIndex: 0,
      positionCount: 1,
      isPrevHidden: true,
      isNextHidden: true,
    })
  })

  it('clamps an index outside the range and counts one stop per start position', () => {
    expect(getSliderState(9, 5, 1)).toMatchObject({ index: 4, positionCount: 5 })
    expect(getSliderState(-3, 5, 1).index).toBe(0)
    expect(getSliderState(Number.NaN, 5, 1).index).toBe(0)
  })
})

describe('getSlidesPerView', () => {
  it('shows 1, 2, 3 and 4 slides from 280, 480, 672 and 1024px', () => {
    expect(getSlidesPerView(320)).toBe(1)
    expect(getSlidesPerView(479)).toBe(1)
    expect(getSlidesPerView(480)).toBe(2)
    expect(getSlidesPerView(671)).toBe(2)
    expect(getSlidesPerView(672)).toBe(3)
    expect(getSlidesPerView(1023)).toBe(3)
    expect(getSlidesPerView(1024)).toBe(4)
    expect(getSlidesPerView(1920)).toBe(4)
  })

  it('shows one slide on screens narrower than 280px', () => {
    expect(getSlidesPerView(240)).toBe(1)
  })
})

describe('indexFromScroll', () => {
  it('rounds the scroll position to the nearest slide', () => {
    expect(indexFromScroll(0, 300)).toBe(0)
    expect(indexFromScroll(310, 300)).toBe(1)
    expect(indexFromScroll(760, 300)).toBe(3)
    expect(indexFromScroll(500, 0)).toBe(0)
  })
})

describe('CardSlider', () => {
  it('hides the previous arrow on the first slide and shows the next one', () => {
    setViewportWidth(480)
    render(<CardSlider label="Member favourites" slides={slides(5)} index={0} />)
    expect(screen.queryByRole('button', { name: 'Previous slide' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeVisible()
  })

  it('hides the next arrow on the last slide and shows the previous one', () => {
    setViewportWidth(480)
    // 5 slides, 2 per view at 480px: the last position starts at slide 4 (index 3).
    render(<CardSlider label="Member favourites" slides={slides(5)} index={3} />)
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeVisible()
  })

  it('shows both arrows between the ends', () => {
    setViewportWidth(320)
    render(<CardSlider label="Member favourites" slides={slides(5)} index={2} />)
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeVisible()
  })

  it('shows no arrows when all slides fit', () => {
    setViewportWidth(1280)
    render(<CardSlider label="Member favourites" slides={slides(3)} />)
    expect(screen.queryByRole('button', { name: /slide$/ })).toBeNull()
  })

  it('moves with the arrows and reveals or hides them at the ends', async () => {
    setViewportWidth(320)
    const user = userEvent.setup()
    const onIndexChange = vi.fn()
    render(<CardSlider label="Member favourites" slides={slides(3)} onIndexChange={onIndexChange} />)

    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(onIndexChange).toHaveBeenLastCalledWith(1)
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(onIndexChange).toHaveBeenLastCalledWith(2)
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(onIndexChange).toHaveBeenLastCalledWith(1)
  })

  it('hands the focus to the other arrow when the pressed one hides at an end', async () => {
    setViewportWidth(320)
    const user = userEvent.setup()
    render(<CardSlider label="Member favourites" slides={slides(2)} />)
    screen.getByRole('button', { name: 'Next slide' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveFocus()
  })

  it('moves with the arrow keys, Home and End on the focused track', async () => {
    setViewportWidth(320)
    const user = userEvent.setup()
    const onIndexChange = vi.fn()
    render(<CardSlider label="Member favourites" slides={slides(4)} onIndexChange={onIndexChange} />)
    const track = screen.getByRole('group', { name: 'Member favourites' })

    await user.tab()
    expect(track).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(onIndexChange).toHaveBeenLastCalledWith(1)
    await user.keyboard('{End}')
    expect(onIndexChange).toHaveBeenLastCalledWith(3)
    await user.keyboard('{ArrowRight}')
    expect(onIndexChange).toHaveBeenLastCalledWith(3)
    await user.keyboard('{Home}')
    expect(onIndexChange).toHaveBeenLastCalledWith(0)
    await user.keyboard('{ArrowLeft}')
    expect(onIndexChange).toHaveBeenLastCalledWith(0)
  })

  it('names each slide by its position', () => {
    render(<CardSlider label="Member favourites" slides={slides(3)} />)
    const track = screen.getByRole('group', { name: 'Member favourites' })
    expect(
      within(track)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3'])
  })

  it('shows one dot per position only when dots are on, marking the current one', async () => {
    setViewportWidth(480)
    const user = userEvent.setup()
    const { rerender } = render(<CardSlider label="Member favourites" slides={slides(4)} />)
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull()

    rerender(<CardSlider label="Member favourites" slides={slides(4)} showDots />)
    const dots = screen.getAllByRole('button', { name: /Go to slide/ })
    expect(dots).toHaveLength(3)
    expect(dots[0]).toHaveAttribute('aria-current', 'true')

    await user.click(dots[2])
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true')
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull()
  })

  it('follows the viewport width when it changes', () => {
    setViewportWidth(320)
    render(<CardSlider label="Member favourites" slides={slides(2)} />)
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeVisible()
    act(() => {
      setViewportWidth(1024)
      window.dispatchEvent(new Event('resize'))
    })
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull()
  })
})

describe('SliderBlock', () => {
  const block: SliderBlockData = {
    blockType: 'slider',
    id: 'slider-1',
    headline: 'Popular with members this month',
    featureLabel: 'See all benefits',
    featurePath: '/dashboard/benefits',
    featureText: 'Looking for more?',
    featureToken: 'benefits-index',
    showDots: true,
    cards: [
      { id: 'c1', cardHeadline: 'Office supplies', cardSubheadline: 'Up to 55% off' },
      { id: 'c2', cardHeadline: 'Laptops and software', cardNote: 'For business accounts' },
      { id: 'c3', cardHeadline: 'Shipping' },
    ],
  }

  it('renders the cards as slides with h3 headlines under the block h2', () => {
    render(<SliderBlock block={block} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Popular with members this month' })).toBeInTheDocument()
    const track = screen.getByRole('group', { name: 'Popular with members this month' })
    expect(
      within(track)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Office supplies', 'Laptops and software', 'Shipping'])
    expect(screen.getByText('Up to 55% off')).toBeInTheDocument()
    expect(screen.getByText('For business accounts')).toBeInTheDocument()
  })

  it('shows the feature navigation link beside the heading', () => {
    render(<SliderBlock block={block} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)
    const link = screen.getByRole('link', { name: 'See all benefits' })
    expect(link).toHaveAttribute('href', '/dashboard/benefits')
    expect(link).toHaveAttribute('data-track-id', 'benefits-index')
    expect(screen.getByText('Looking for more?')).toBeInTheDocument()
  })

  it('renders no feature link without a label and path', () => {
    render(
      <SliderBlock
        block={{ ...block, featureLabel: null, featurePath: null }}
        viewer={loggedOutViewer}
        isDashboard={false}
        isFirst={false}
      />,
    )
    expect(screen.queryByRole('link', { name: 'See all benefits' })).toBeNull()
  })
})

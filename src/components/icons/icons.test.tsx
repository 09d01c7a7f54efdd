import * as Lucide from 'lucide-react'
import { type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { ArrowRight } from './arrow-right'
import { Check } from './check'
import { type IconComponent } from './svg'

// Every icon module in this folder (each exports one component, named as lucide-react names it).
const MODULES = import.meta.glob<Record<string, IconComponent>>(['./*.tsx', '!./svg.tsx', '!./*.test.tsx'], {
  eager: true,
})
const OURS = Object.values(MODULES).flatMap((exports) => Object.entries(exports))
const LUCIDE = Lucide as unknown as Record<string, ComponentType<Record<string, unknown>> | undefined>

function svgOf(markup: string): Element {
  const holder = document.createElement('div')
  holder.innerHTML = markup
  return holder.firstElementChild!
}

/** lucide-react's drawing without the class names it adds (`lucide`, `lucide-<name or alias>`). */
function lucideSvg(name: string, props: Record<string, unknown>): Element {
  const Icon = LUCIDE[name]
  if (!Icon) throw new Error(`lucide-react has no icon named ${name}`)
  const svg = svgOf(renderToStaticMarkup(<Icon {...props} />))
  const classes = [...svg.classList].filter((token) => token !== 'lucide' && !token.startsWith('lucide-'))
  svg.setAttribute('class', classes.join(' '))
  return svg
}

describe('icons', () => {
  it('offers the icons the site draws', () => {
    expect(OURS.length).toBeGreaterThanOrEqual(50)
  })

  it.each(OURS)('%s draws exactly what lucide-react draws, with its frame and attributes', (name, Icon) => {
    const props = { className: 'size-5 text-brand-600' }
    const ours = svgOf(renderToStaticMarkup(<Icon {...props} />))
    const theirs = lucideSvg(name, props)
    // Same element, attributes (in any order) and children, drawn in the same order.
    expect(ours.isEqualNode(theirs), `${ours.outerHTML}\n${theirs.outerHTML}`).toBe(true)
  })

  it('is hidden from assistive technology unless it is given a name', () => {
    const decorative = renderToStaticMarkup(<Check />)
    expect(decorative).toContain('aria-hidden="true"')
    const labelled = renderToStaticMarkup(<Check aria-label="Done" role="img" />)
    expect(labelled).not.toContain('aria-hidden')
    expect(labelled).toContain('aria-label="Done"')
  })

  it('passes its props to the drawing, so callers can size and label it', () => {
    const markup = renderToStaticMarkup(<ArrowRight className="size-4" data-testid="next" />)
    expect(markup).toMatch(/^<svg [^>]*class="size-4"[^>]*data-testid="next"/)
  })
})

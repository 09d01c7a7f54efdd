import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { type ComponentType, createElement } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'

afterEach(() => cleanup())

/**
 * next/dynamic as the page's first HTML sees it: the part already loaded, rendered in place. The
 * blocks' browser parts and the site's forms load on demand (src/blocks/lazy-parts.client.tsx);
 * on the server the part is loaded before the HTML is written, and in the browser its chunk is
 * preloaded. Here each loader starts when its module is imported and every test waits for them,
 * so a component test can query a block's controls at once. The loader itself still runs: a part
 * it fails to find fails the test.
 */
const pendingLoads = new Set<Promise<unknown>>()

vi.mock('next/dynamic', () => ({
  default: (loader: () => Promise<ComponentType<object> | { default: ComponentType<object> }>) => {
    let Loaded: ComponentType<object> | null = null
    const load = loader().then((loaded) => {
      Loaded = 'default' in loaded ? loaded.default : loaded
    })
    pendingLoads.add(load)
    function Dynamic(props: object) {
      if (!Loaded) throw load
      return createElement(Loaded, props)
    }
    return Dynamic
  },
}))

beforeEach(async () => {
  await Promise.all(pendingLoads)
})

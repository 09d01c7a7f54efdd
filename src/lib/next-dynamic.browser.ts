import { createElement, Fragment, lazy, Suspense, type ComponentType } from 'react'

/**
 * next/dynamic as the browser runs it, without the parts only the server runs. next.config.ts
 * points the browser's `next/dynamic` here; the server keeps Next's, which renders the component
 * in place and preloads its chunk from the page's HTML.
 *
 * Next's module brings its chunk preloader to the browser, where it renders nothing: with Next's
 * request storage and the server's bail-out error, 1.2 kB (gzip) on every page that loads a
 * component this way, every CMS page included. This is the same code as Next 16's
 * `shared/lib/lazy-dynamic/loadable.js` on the browser's side, element for element (the preloader's
 * place stays empty, as it is there), so React's ids and hydration see the same tree.
 * `next-dynamic.browser.test.tsx` checks it against Next's.
 */

type Loaded<Props> = ComponentType<Props> | { default: ComponentType<Props> }

interface LoadingProps {
  isLoading: boolean
  pastDelay: boolean
  error: null
}

interface DynamicOptions<Props> {
  loader?: () => Promise<Loaded<Props>>
  loading?: ComponentType<LoadingProps> | null
  ssr?: boolean
  loadableGenerated?: { modules?: unknown[] }
}

// As Next's: the loader may resolve to a module with a default export or to the component itself.
function convertModule<Props>(loaded: Loaded<Props>): { default: ComponentType<Props> } {
  const hasDefault = Boolean(loaded) && 'default' in (loaded as object)
  return {
    default: hasDefault ? (loaded as { default: ComponentType<Props> }).default : (loaded as ComponentType<Props>),
  }
}

const renderNothing = () => null

export default function dynamic<Props extends object>(
  dynamicOptions: DynamicOptions<Props> | (() => Promise<Loaded<Props>>),
  options?: DynamicOptions<Props>,
): ComponentType<Props> {
  const merged: DynamicOptions<Props> = {
    ...(typeof dynamicOptions === 'function' ? { loader: dynamicOptions } : {}),
    ...options,
  }
  const loader = merged.loader ?? (() => Promise.resolve(renderNothing as ComponentType<Props>))
  const ssr = merged.ssr ?? true
  const Loading = merged.loading ?? null
  const Lazy = lazy(() => loader().then(convertModule)) as unknown as ComponentType<Props>

  function LoadableComponent(props: Props) {
    const lazyElement = createElement(Lazy, props)
    // With `ssr: false` Next wraps it in a bail-out that, in the browser, only renders its child.
    const children = ssr ? createElement(Fragment, null, null, lazyElement) : lazyElement
    if (!ssr || Loading) {
      const fallback = Loading ? createElement(Loading, { isLoading: true, pastDelay: true, error: null }) : null
      return createElement(Suspense, { fallback }, children)
    }
    return createElement(Fragment, null, children)
  }
  LoadableComponent.displayName = 'LoadableComponent'
  return LoadableComponent
}

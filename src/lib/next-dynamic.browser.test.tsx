import { act, render, screen } from '@testing-library/react'
import nextDynamic from 'next/dist/shared/lib/app-dynamic'
import { type ComponentType, useId } from 'react'
import { renderToString } from 'react-dom/server'

import dynamic from './next-dynamic.browser'

/** A field whose label is tied to its input by useId, as the site's forms are. */
function Field({ label }: { label: string }) {
  const id = useId()
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  )
}

/** What a page around the component looks like: ids of its own before and after it. */
function Page({ Form }: { Form: ComponentType<{ label: string }> }) {
  return (
    <main>
      <Field label="Search" />
      <Form label="Business name" />
      <Field label="Newsletter" />
    </main>
  )
}

async function loaded(Form: ComponentType<{ label: string }>) {
  // The first render fetches the component; once it has come, it renders synchronously.
  const { unmount } = render(<Form label="Warm-up" />)
  expect(await screen.findByLabelText('Warm-up')).toBeInTheDocument()
  unmount()
}

describe("the browser's next/dynamic", () => {
  it('renders what the loader gives: a component, or a module with a default export', async () => {
    const FromComponent = dynamic(() => Promise.resolve(Field))
    const FromModule = dynamic(() => Promise.resolve({ default: Field }))
    render(
      <>
        <FromComponent label="Business name" />
        <FromModule label="Website" />
      </>,
    )
    expect(await screen.findByLabelText('Business name')).toBeInTheDocument()
    expect(await screen.findByLabelText('Website')).toBeInTheDocument()
  })

  it("lays out the same tree as Next's in the browser, so React's ids match the server's", async () => {
    const ours = dynamic(() => Promise.resolve(Field))
    const next = nextDynamic(() => Promise.resolve(Field)) as ComponentType<{ label: string }>
    await loaded(ours)
    await loaded(next)
    const html = renderToString(<Page Form={ours} />)
    expect(html).toContain('Business name')
    expect(html).toBe(renderToString(<Page Form={next} />))
  })

  it('shows `loading` until the component has come, and with `ssr: false` renders only in the browser', async () => {
    let arrive: (component: ComponentType<{ label: string }>) => void = () => {}
    const Late = dynamic(() => new Promise<ComponentType<{ label: string }>>((resolve) => (arrive = resolve)), {
      ssr: false,
      loading: () => <p>Loading the form…</p>,
    })
    render(<Late label="Business name" />)
    expect(screen.getByText('Loading the form…')).toBeInTheDocument()
    await act(async () => arrive(Field))
    expect(screen.getByLabelText('Business name')).toBeInTheDocument()
    expect(screen.queryByText('Loading the form…')).not.toBeInTheDocument()
  })
})

import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts fetching the schema and the resolver without waiting for them. */
  preload: () => void
}

/**
 * React Hook Form's Zod resolver with the schema (and Zod with it, about 35 kB of gzip) fetched
 * on the first validation instead of with the page: an account page's form draws and hydrates
 * without Zod, and the form starts the download when it is first focused (`preload`), so the
 * schema is there by the first keystroke. Validation is asynchronous in React Hook Form anyway;
 * messages and rules are the schema's own, unchanged. A failed download rejects the validation,
 * and the next one fetches again.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null
  const load = () => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options)
  return Object.assign(resolver, {
    preload: () => {
      load().catch(() => {})
    },
  })
}

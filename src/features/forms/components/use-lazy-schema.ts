import { useMemo, useState } from 'react'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

import { lazyZodResolver } from '@/lib/lazy-zod-resolver'

import { SCHEMA_LOAD_FAILURE } from '../form-kinds'

/**
 * A site or builder form's resolver with its Zod schema (and Zod, about 31 kB of gzip) fetched on
 * the first validation, not with the page: the form draws and hydrates without it, and `preload`
 * (the form's onFocus) starts the download, so it is there by the first keystroke. Submit stays
 * disabled until the form is changed, so nothing validates before that (React Hook Form checks
 * validity only once `isValid` is read), except what was typed before the form hydrated, which
 * `useInputBeforeHydration` validates as the form mounts.
 *
 * A schema that cannot be fetched (offline) leaves the form invalid, with `hasLoadFailed` for the
 * form to say SCHEMA_LOAD_FAILURE, instead of an error React Hook Form would not catch; the next
 * change fetches it again. `loadSchema` must keep its identity while the form stays the same
 * (useCallback), since a new one starts a new resolver.
 */
export function useLazySchemaResolver(loadSchema: () => Promise<z.ZodType>): {
  resolver: Resolver<FieldValues>
  preload: () => void
  hasLoadFailed: boolean
} {
  const lazyResolver = useMemo(
    () => lazyZodResolver<FieldValues, FieldValues>(loadSchema as () => Promise<z.ZodType<FieldValues, FieldValues>>),
    [loadSchema],
  )
  const [hasLoadFailed, setHasLoadFailed] = useState(false)
  const resolver = useMemo<Resolver<FieldValues>>(
    () => async (values, context, options) => {
      try {
        const result = await lazyResolver(values, context, options)
        setHasLoadFailed(false)
        return result
      } catch {
        setHasLoadFailed(true)
        return { values: {}, errors: { root: { type: 'load', message: SCHEMA_LOAD_FAILURE } } }
      }
    },
    [lazyResolver],
  )
  return { resolver, preload: lazyResolver.preload, hasLoadFailed }
}

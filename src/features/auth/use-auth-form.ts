import type { FormEvent } from 'react'
import { type DefaultValues, type FieldValues, type SubmitHandler, useForm } from 'react-hook-form'
import type { z } from 'zod'

import { useFormAlert } from '@/components/ui/use-form-alert'
import { type LazyResolver, lazyZodResolver } from '@/lib/lazy-zod-resolver'

import { preloadAuthClient } from './load-client'
import { authErrorMessage } from './messages'

export interface AuthFormSchema<Input extends FieldValues, Output> {
  resolver: LazyResolver<Input, Output>
  /** Starts fetching the schema and the auth client, without waiting: the form's first focus. */
  preload: () => void
}

/**
 * An auth form's schema, fetched (with Zod) on the form's first validation instead of with the
 * page (lazyZodResolver). Made once per form, at module level.
 */
export function lazyAuthSchema<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): AuthFormSchema<Input, Output> {
  const resolver = lazyZodResolver(loadSchema)
  return {
    resolver,
    preload: () => {
      preloadAuthClient()
      resolver.preload()
    },
  }
}

/**
 * What the auth forms share: React Hook Form validating as the member types, under the schema
 * fetched on demand; the alert region's message (`failure`, shown with `fail`); and the form
 * element's props, which start both downloads on the first focus and, when the schema cannot be
 * fetched, say so as for any network failure (`failToLoad`).
 */
export function useAuthForm<Input extends FieldValues, Output>(
  schema: AuthFormSchema<Input, Output>,
  defaultValues: DefaultValues<Input>,
) {
  const { alertRef, message: failure, show: fail, clear: clearFailure } = useFormAlert()
  const failToLoad = () => fail(authErrorMessage('network-request-failed'))
  const form = useForm<Input, unknown, Output>({ resolver: schema.resolver, mode: 'onChange', defaultValues })
  const formProps = (onSubmit: SubmitHandler<Output>) => ({
    noValidate: true,
    onFocus: schema.preload,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(onSubmit)(event).catch(failToLoad),
  })
  return { ...form, alertRef, failure, fail, clearFailure, failToLoad, formProps }
}

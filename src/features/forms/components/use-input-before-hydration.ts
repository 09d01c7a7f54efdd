import { useEffect, useRef } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

/**
 * For a form whose Submit waits until it is changed and valid, drawn by the server (the site
 * forms; a builder form draws only in the browser): takes in what the visitor typed before the
 * form hydrated, as if typed now.
 *
 * The server's HTML shows the fields at the first paint, and a phone can take a second or more
 * to hydrate. React keeps what was typed in that time, and React Hook Form reads it as it
 * registers each field, but nothing validates it until the next change: Submit stayed disabled
 * over a filled-in form (a schema loaded on demand, `use-lazy-schema.ts`, is only asked for then).
 *
 * Once, after the form mounts: the fields whose value differs from its default are validated,
 * which shows their errors, loads the schema and enables Submit when the whole form is valid,
 * and `onStarted` reports the form started, as the first change would.
 */
export function useInputBeforeHydration(
  form: Pick<UseFormReturn<FieldValues>, 'getValues' | 'trigger'>,
  defaultValues: FieldValues,
  onStarted: () => void,
): void {
  const isChecked = useRef(false)
  useEffect(() => {
    if (isChecked.current) return
    isChecked.current = true
    const values = form.getValues()
    const edited = Object.keys(values).filter((name) => !isSameValue(values[name], defaultValues[name]))
    if (edited.length === 0) return
    onStarted()
    void form.trigger(edited)
  }, [form, defaultValues, onStarted])
}

// A form's values are strings, booleans and lists of strings.
const isSameValue = (value: unknown, defaultValue: unknown) =>
  JSON.stringify(value ?? '') === JSON.stringify(defaultValue ?? '')

/**
 * Zod issues as the `{ errors: { field: message } }` body our endpoints answer with: one message
 * per field (the first, so the order the schema reports them in is the order people fix them),
 * keyed by the dotted path ('businessInfo.stage'); an issue with the value as a whole (not an
 * object at all, say) is keyed `rootKey`. Pure: used by routes and forms alike.
 */
import type { z } from 'zod'

export type FieldErrors = Record<string, string>

export function toFieldErrors(error: z.ZodError, rootKey: string = 'form'): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || rootKey
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}

'use client'

import { RotateCcw } from '@/components/icons/rotate-ccw'
import { Link } from '@/components/Link'
import type { Ref } from 'react'

import { buttonClasses } from '@/components/ui/button-classes'
import { FormAlert, SubmitButton } from '@/components/ui/form-controls'

import { HONEYPOT_FIELD, SCHEMA_LOAD_FAILURE } from '../form-kinds'

export type FormStatus = 'idle' | 'submitting' | 'success' | 'failure'

export const GENERIC_FAILURE = 'Sorry, we could not send your form. Please try again.'

/** How long a form waits for the server's answer before it says it could not be sent. */
export const SEND_TIMEOUT_MS = 30_000

/** What the hidden honeypot field of the submitted form holds (people leave it empty). */
export function honeypotOf(event: { target: unknown } | undefined): string {
  const target = event?.target
  return target instanceof HTMLFormElement ? String(new FormData(target).get(HONEYPOT_FIELD) ?? '') : ''
}

/**
 * POST /api/forms with the form's body; resolves with the server's answer when it reports
 * success, otherwise throws an Error carrying the server's message (or the generic one).
 */
export async function sendForm(
  body: Record<string, unknown>,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<{ pageSource?: string }> {
  let response: Response
  try {
    response = await fetch('/api/forms', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch {
    // Offline, or no answer in time: the form says so and can be sent again.
    throw new Error(GENERIC_FAILURE)
  }
  const answer = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string; pageSource?: string }
  if (!response.ok || !answer.success) throw new Error(answer.message || GENERIC_FAILURE)
  return answer
}

/** A field people never see and bots fill in; the server drops submissions that fill it. */
export function HoneypotField() {
  return (
    <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/**
 * The end of a form (spec 4): the failure alert (a message, and Contact Us when the form shows the
 * server's message), then Reset in place of the submit button after a failure, otherwise Submit,
 * which reads 'Success' once the form is sent.
 */
export function FormOutcome({
  status,
  alertRef,
  isAlertShown,
  message,
  contactUrl,
  onReset,
  isDisabled,
  submitLabel,
}: {
  status: FormStatus
  alertRef: Ref<HTMLDivElement>
  isAlertShown: boolean
  message: string
  /** Absent: no Contact Us link. */
  contactUrl?: string
  onReset: () => void
  isDisabled: boolean
  submitLabel: string
}) {
  return (
    <>
      <FormAlert ref={alertRef}>
        {status === 'failure' && isAlertShown && (
          <>
            <p>{message}</p>
            {contactUrl && (
              <Link href={contactUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                Contact Us
              </Link>
            )}
          </>
        )}
      </FormAlert>
      {status === 'failure' ? (
        <button type="button" onClick={onReset} className={buttonClasses('outline', 'light', 'w-full')}>
          <RotateCcw aria-hidden className="size-4" /> Reset
        </button>
      ) : (
        <SubmitButton isBusy={status === 'submitting'} disabled={isDisabled}>
          {status === 'success' ? 'Success' : submitLabel}
        </SubmitButton>
      )}
    </>
  )
}

/** Says that the form's checks could not be fetched (`hasLoadFailed` of useLazySchemaResolver). */
export function SchemaLoadFailure({ hasFailed }: { hasFailed: boolean }) {
  if (!hasFailed) return null
  return (
    <p role="alert" className="text-sm text-danger">
      {SCHEMA_LOAD_FAILURE}
    </p>
  )
}

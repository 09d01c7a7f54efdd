'use client'

import { memberJsonHeaders } from '@/lib/member-request'
import { Check } from '@/components/icons/check'
import { RotateCcw } from '@/components/icons/rotate-ccw'
import { useEffect, useRef, useState } from 'react'

import { buttonClasses } from '@/components/ui/button-classes'
import { cx } from '@/components/ui/cx'
import { FormAlert, SubmitButton } from '@/components/ui/form-controls'
import { emitTrackEvent } from '@/lib/tracking-events'

import { GENERIC_FAILURE } from './form-submission'

export const BENEFITS_SUCCESS = "We got your request! You'll receive an email with more details soon."

type Status = 'idle' | 'submitting' | 'success' | 'failure'

/** Partner pills, Submit (disabled with none picked), the spec's confirmation and 'Request More'. */
export function BenefitsRequestForm({
  partners,
  pageSource,
  uid,
}: {
  partners: string[]
  pageSource: string
  /** The member the page shows: a request from it is refused once another member is signed in. */
  uid?: string | null
}) {
  const [selected, setSelected] = useState<string[]>([])
  const [status, setStatus] = useState<Status>('idle')
  const [failure, setFailure] = useState(GENERIC_FAILURE)
  // Where the keyboard goes when the form gives way to its confirmation, and back (the button it
  // was on is gone): the confirmation or the failure, then the first partner. Not on the first render.
  const successRef = useRef<HTMLDivElement>(null)
  const failureRef = useRef<HTMLDivElement>(null)
  const firstPartnerRef = useRef<HTMLButtonElement>(null)
  const moveFocus = useRef(false)
  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    const target = { success: successRef, failure: failureRef, idle: firstPartnerRef, submitting: null }[status]
    target?.current?.focus()
  }, [status])
  const track = (eventType: string, outcome: string) =>
    emitTrackEvent({ eventType, elementId: 'benefits', label: 'benefits', metadata: { pageSource, outcome } })

  const toggle = (name: string) => {
    if (selected.length === 0 && status === 'idle') track('FORM_START', 'started')
    setSelected((current) => (current.includes(name) ? current.filter((entry) => entry !== name) : [...current, name]))
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    track('FORM_SUBMIT', 'submitted')
    setStatus('submitting')
    try {
      const response = await fetch('/api/forms', {
        method: 'POST',
        headers: memberJsonHeaders(uid),
        body: JSON.stringify({ formType: 'benefits', formData: { selectedList: selected, pageSource } }),
      })
      const answer = (await response.json().catch(() => ({}))) as { success?: boolean; message?: unknown }
      // Signed out, or signed in as someone else elsewhere: the server says what to do instead.
      const told = [401, 412].includes(response.status) && typeof answer.message === 'string' ? answer.message : null
      if (!response.ok || !answer.success) throw new Error(told ?? GENERIC_FAILURE)
      moveFocus.current = true
      setStatus('success')
      track('FORM_SUBMIT_SUCCESS', 'success')
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : GENERIC_FAILURE)
      moveFocus.current = true
      setStatus('failure')
      track('FORM_SUBMIT_FAILURE', 'failure')
    }
  }

  const startOver = () => {
    moveFocus.current = true
    setSelected([])
    setStatus('idle')
  }

  if (status === 'success') {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert ref={successRef} tone="success">
          <p>{BENEFITS_SUCCESS}</p>
        </FormAlert>
        <button type="button" onClick={startOver} className={buttonClasses('outline', 'light', 'w-full')}>
          Request More
        </button>
      </div>
    )
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">Pick the benefits you want</legend>
        {partners.map((name, index) => {
          const isPicked = selected.includes(name)
          return (
            <button
              key={name}
              ref={index === 0 ? firstPartnerRef : undefined}
              type="button"
              aria-pressed={isPicked}
              onClick={() => toggle(name)}
              className={cx(
                'inline-flex min-h-button-h items-center gap-1 rounded-full border px-4 text-sm font-semibold',
                isPicked ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink',
              )}
            >
              {isPicked && <Check aria-hidden className="size-4" />}
              {name}
            </button>
          )
        })}
      </fieldset>
      <FormAlert ref={failureRef}>{status === 'failure' && <p>{failure}</p>}</FormAlert>
      {status === 'failure' ? (
        <button type="button" onClick={startOver} className={buttonClasses('outline', 'light', 'w-full')}>
          <RotateCcw aria-hidden className="size-4" /> Reset
        </button>
      ) : (
        <SubmitButton isBusy={status === 'submitting'} disabled={selected.length === 0 || status === 'submitting'}>
          Submit
        </SubmitButton>
      )}
    </form>
  )
}

'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  type UseFormRegister,
  type UseFormSetError,
  useForm,
} from 'react-hook-form'

import { useShownMemberUid } from '@/features/app-state/components/AppStateProvider.client'
import { memberJsonHeaders } from '@/lib/member-request'
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form-controls'
import type { AppState } from '@/features/app-state/app-state'
import type { BusinessState } from '@/features/app-state/business-state'
import { BusinessFields } from '@/features/business-account/components/BusinessFields'
import { maskPhone } from '@/lib/form-rules'

import { type ProfileBusinessInput, type ProfileNameInput, profileBusinessSchema, profileNameSchema } from '../schemas'

const PROFILE_ENDPOINT = '/api/profile'
const FAILED = 'We could not save your changes. Please try again in a moment.'

type Outcome = { ok: true } | { ok: false; message: string }

/** Sends one part of the profile; field errors from the server are marked on their fields. */
async function saveProfile<T extends FieldValues>(
  part: 'name' | 'business',
  values: unknown,
  setError: UseFormSetError<T>,
  uid: string | null,
): Promise<Outcome> {
  try {
    const response = await fetch(PROFILE_ENDPOINT, {
      method: 'PATCH',
      headers: memberJsonHeaders(uid),
      body: JSON.stringify({ [part]: values }),
    })
    if (response.ok) return { ok: true }
    const body = (await response.json().catch(() => null)) as {
      errors?: Record<string, string>
      message?: string
    } | null
    const prefix = `${part}.`
    for (const [key, message] of Object.entries(body?.errors ?? {})) {
      if (key.startsWith(prefix)) setError(key.slice(prefix.length) as FieldPath<T>, { type: 'server', message })
    }
    return { ok: false, message: body?.message ?? body?.errors?.form ?? FAILED }
  } catch {
    return { ok: false, message: FAILED }
  }
}

function SavedNote({ isShown, children }: { isShown: boolean; children: string }) {
  return (
    <p role="status" className="min-h-6 text-sm font-semibold text-success">
      {isShown ? children : ''}
    </p>
  )
}

/**
 * When the saved values change (saved here or in another tab, arriving through the live state),
 * a form the member is not editing starts again from them. Not on mount: the form already starts
 * from them, and a reset then would undo what the member typed before the form hydrated.
 */
function useFollowSavedValues<T extends FieldValues>(values: T, isDirty: boolean, reset: (values: T) => void) {
  const key = JSON.stringify(values)
  const shownKey = useRef(key)
  useEffect(() => {
    if (key === shownKey.current) return
    shownKey.current = key
    if (!isDirty) reset(JSON.parse(key) as T)
    // Only a change of the saved values should reset; isDirty is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}

/**
 * `register` that also gives each field its saved value as `defaultValue`, so the server's HTML
 * shows the saved profile (not empty fields that fill in once the script runs), and a field the
 * member edits before the form hydrates keeps the edit: React Hook Form compares a field's value
 * with its `defaultValue` when it registers it and keeps (and marks dirty) what differs.
 */
function registerWithSaved<T extends FieldValues>(register: UseFormRegister<T>, saved: T) {
  return (name: FieldPath<T>) => ({ ...register(name), defaultValue: get(saved, name) as string })
}

/**
 * One part of the profile as a form: it starts from the saved values and follows them while the
 * member is not editing it, validates as they type, and saves through PATCH /api/profile, with the
 * server's field errors marked on their fields. `isSaved` holds until the next change.
 */
function useProfilePart<Input extends FieldValues, Values>(
  part: 'name' | 'business',
  resolver: Resolver<Input, unknown, Values>,
  saved: Input,
) {
  const uid = useShownMemberUid()
  const [failure, setFailure] = useState<string | null>(null)
  const [isSaved, setIsSaved] = useState(false)
  const { register, handleSubmit, reset, setError, formState } = useForm<Input, unknown, Values>({
    resolver,
    mode: 'onChange',
    defaultValues: saved as DefaultValues<Input>,
  })
  useFollowSavedValues(saved, formState.isDirty, reset)
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    setIsSaved(false)
    const outcome = await saveProfile(part, values, setError, uid)
    if (!outcome.ok) return setFailure(outcome.message)
    reset(values as unknown as Input)
    setIsSaved(true)
  })
  return { field: registerWithSaved(register, saved), formState, failure, isSaved, onSubmit }
}

/** Under a part's fields: its failure, the note that it is saved, and Save, enabled by a valid change. */
function ProfilePartEnd({
  failure,
  isSaved,
  formState: { isDirty, isValid, isSubmitting },
  savedNote,
  submitLabel,
}: Pick<ReturnType<typeof useProfilePart>, 'failure' | 'isSaved' | 'formState'> & {
  savedNote: string
  submitLabel: string
}) {
  return (
    <>
      <FormAlert>{failure}</FormAlert>
      <SubmitButton isBusy={isSubmitting} disabled={!isDirty || !isValid || isSubmitting}>
        {submitLabel}
      </SubmitButton>
      {/* Below the button: the line it keeps for the note is no gap between the fields and Save. */}
      <SavedNote isShown={isSaved && !isDirty}>{savedNote}</SavedNote>
    </>
  )
}

/** The schemas' resolvers, made once rather than on every render. */
const nameResolver = zodResolver(profileNameSchema)
const businessResolver = zodResolver(profileBusinessSchema)

const nameDefaults = (appState: AppState): ProfileNameInput => ({
  firstName: appState.memberData.firstName ?? '',
  lastName: appState.memberData.lastName ?? '',
})

/** The member's first and last name; Save is enabled once a valid change is made. */
export function NameForm({ appState }: { appState: AppState }) {
  const saved = nameDefaults(appState)
  const form = useProfilePart('name', nameResolver, saved)
  const { errors } = form.formState
  return (
    <form noValidate aria-label="Your name" onSubmit={form.onSubmit} className="flex flex-col gap-2">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.field('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.field('lastName')}
        />
      </div>
      <ProfilePartEnd {...form} savedNote="Your name is saved." submitLabel="Save name" />
    </form>
  )
}

function businessDefaults(state: BusinessState): ProfileBusinessInput {
  const { businessInfo: info, businessDetails: details } = state
  return {
    company: details.company ?? '',
    businessInfo: {
      stage: info.stage ?? '',
      industry: info.industry ?? '',
      numberOfEmployees: info.numberOfEmployees ?? '',
    },
    businessDetails: {
      domain: details.domain ?? '',
      address1: details.address1 ?? '',
      address2: details.address2 ?? '',
      city: details.city ?? '',
      state: details.state ?? '',
      zipcode: details.zipcode ?? '',
      phoneNumber: maskPhone(details.phoneNumber ?? ''),
    },
  } as unknown as ProfileBusinessInput
}

/** The business account's details, under the 'Upgrade to Plus' form's rules. */
export function BusinessForm({ businessState }: { businessState: BusinessState }) {
  const form = useProfilePart('business', businessResolver, businessDefaults(businessState))
  return (
    <form noValidate aria-label="Business details" onSubmit={form.onSubmit} className="flex flex-col gap-2">
      <BusinessFields errors={form.formState.errors} field={form.field} />
      <ProfilePartEnd {...form} savedNote="Your business details are saved." submitLabel="Save business details" />
    </form>
  )
}

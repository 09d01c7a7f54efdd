'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { useShownMemberUid } from '@/features/app-state/components/AppStateProvider.client'
import { memberJsonHeaders } from '@/lib/member-request'
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form-controls'
import type { VendorAccountKey } from '@/lib/types'

import { type VendorLinkInput, type VendorLinkValues, vendorLinkSchema } from '../schemas'

const FAILURE = 'We could not link the account. Please try again.'

/**
 * Links one vendor account by its number (POST /api/vendor-accounts), then opens the program's
 * confirm page. Validates on change with the same schema as the server.
 */
export function LinkAccountForm({
  accountKey,
  numberLabel,
  confirmPath,
}: {
  accountKey: VendorAccountKey
  numberLabel: string
  confirmPath: string
}) {
  const router = useRouter()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isValid },
  } = useForm<VendorLinkInput, unknown, VendorLinkValues>({
    mode: 'onChange',
    resolver: zodResolver(vendorLinkSchema),
    defaultValues: { key: accountKey, vendorAccountNumber: '' },
  })

  const uid = useShownMemberUid()
  const onSubmit = async (values: VendorLinkValues) => {
    setFailure(null)
    try {
      const response = await fetch('/api/vendor-accounts', {
        method: 'POST',
        headers: memberJsonHeaders(uid),
        body: JSON.stringify(values),
      })
      if (response.ok) {
        router.push(confirmPath)
        return
      }
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        errors?: Record<string, string>
      }
      if (body.errors?.vendorAccountNumber) {
        setError('vendorAccountNumber', { message: body.errors.vendorAccountNumber })
        return
      }
      setFailure(body.message ?? body.errors?.form ?? FAILURE)
    } catch {
      setFailure(FAILURE)
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-3">
      <input type="hidden" {...register('key')} />
      <TextField
        label={numberLabel}
        inputMode="numeric"
        autoComplete="off"
        error={errors.vendorAccountNumber?.message}
        {...register('vendorAccountNumber')}
      />
      <FormAlert>{failure}</FormAlert>
      <SubmitButton isBusy={isSubmitting} disabled={isSubmitting || !isValid}>
        Link account
      </SubmitButton>
    </form>
  )
}

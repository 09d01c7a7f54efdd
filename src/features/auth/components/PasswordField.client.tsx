'use client'

import { Eye } from '@/components/icons/eye'
import { EyeOff } from '@/components/icons/eye-off'
import { useState } from 'react'

import { TextField, type TextFieldProps } from '@/components/ui/form-controls'

/** A password input with a show/hide toggle (a pressed/unpressed button, named for what it does). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [isVisible, setIsVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          aria-pressed={isVisible}
          aria-label="Show password"
          onClick={() => setIsVisible((visible) => !visible)}
          className="inline-flex size-10 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink"
        >
          {isVisible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      }
    />
  )
}

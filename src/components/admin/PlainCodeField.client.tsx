'use client'

import type { CodeFieldClientProps, JSONFieldClientProps } from 'payload'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import { useId, useState } from 'react'

/**
 * A JSON or code field as a plain text box, in place of Payload's code editor: that editor loads
 * Monaco from a CDN at run time, which the admin's content security policy refuses (and an offline
 * install cannot reach), so the field showed an empty box. JSON is checked as it is typed; text
 * that does not parse is kept as typed, and Payload's own check refuses it on save.
 */
export function PlainCodeField({ field, path, readOnly }: JSONFieldClientProps | CodeFieldClientProps) {
  const isJson = field.type === 'json'
  const { value, setValue, showError, errorMessage } = useField<unknown>({ path: path ?? field.name })
  const [text, setText] = useState(() => asText(value, isJson))
  const [parseError, setParseError] = useState<string | null>(null)
  const id = useId()
  const descriptionId = `${id}-description`
  const isReadOnly = readOnly || Boolean(field.admin?.readOnly)
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <FieldLabel htmlFor={id} label={field.label} path={path} required={field.required} />
      <FieldError path={path} message={parseError ?? errorMessage} showError={Boolean(parseError) || showError} />
      <textarea
        id={id}
        aria-describedby={descriptionId}
        aria-invalid={Boolean(parseError) || showError}
        value={text}
        readOnly={isReadOnly}
        spellCheck={false}
        rows={Math.min(24, Math.max(6, text.split('\n').length + 1))}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          if (!isJson) return setValue(next)
          if (next.trim() === '') {
            setParseError(null)
            return setValue(null)
          }
          try {
            setValue(JSON.parse(next))
            setParseError(null)
          } catch {
            setValue(next)
            setParseError('This is not valid JSON.')
          }
        }}
        style={{
          width: '100%',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.85rem',
          lineHeight: 1.5,
          padding: '0.75rem',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 4,
          background: isReadOnly ? 'var(--theme-elevation-50)' : 'var(--theme-input-bg)',
          color: 'var(--theme-text)',
        }}
      />
      <div id={descriptionId}>
        <FieldDescription path={path} description={field.admin?.description} />
      </div>
    </div>
  )
}

function asText(value: unknown, isJson: boolean): string {
  if (value === null || value === undefined) return ''
  if (isJson) return typeof value === 'string' ? value : JSON.stringify(value, null, 2)
  return String(value)
}

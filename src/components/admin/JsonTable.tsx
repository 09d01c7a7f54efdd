import type { JSONFieldServerProps } from 'payload'
import type { CSSProperties } from 'react'

import { humanName } from '@/features/forms/builder-fields'
import { submittedFieldRows, submittedFieldValue } from '@/features/forms/submission-display'

const cellStyle: CSSProperties = { padding: '0.4rem 1rem 0.4rem 0', textAlign: 'left', verticalAlign: 'top' }

/** The value at a field's path in the document ('pageObject.formJson' reads a named tab's field). */
function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      data,
    )
}

/**
 * A read-only JSON field shown as a table of its keys and values (a form submission's answers
 * under their labels, the form it came from), instead of Payload's code editor. That editor loads
 * Monaco from a CDN at run time, which the admin's content security policy refuses (and an offline
 * install cannot reach): the field was an empty box.
 */
export function JsonTable({ data, path, field }: JSONFieldServerProps) {
  const value = valueAt(data, path ?? field.name)
  const label = typeof field.label === 'string' ? field.label : humanName(field.name)
  const headingId = `json-table-${(path ?? field.name).replace(/\W+/g, '-')}`
  // A submission's answers read under the labels of the form they came from ('form' beside them,
  // and a built form's own fields kept in 'formInfo').
  const submission = (data && typeof data === 'object' ? data : {}) as { form?: unknown; formInfo?: unknown }
  const form = typeof submission.form === 'string' ? submission.form : null
  const isFormInfo = (path ?? field.name) === 'formInfo'
  // The form's own description leaves out the field list it keeps for the answers' labels.
  const shown =
    isFormInfo && value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'fields'))
      : value
  const entries =
    shown && typeof shown === 'object' && !Array.isArray(shown)
      ? submittedFieldRows(form, shown, isFormInfo ? undefined : submission.formInfo)
      : null
  return (
    <section aria-labelledby={headingId} style={{ marginBlock: '1rem 1.5rem' }}>
      <h3 id={headingId} style={{ fontSize: '1rem', fontWeight: 600, margin: '0 0 0.5rem' }}>
        {label}
      </h3>
      {entries === null ? (
        <p style={{ margin: 0 }}>{submittedFieldValue(shown)}</p>
      ) : entries.length === 0 ? (
        <p style={{ margin: 0 }}>Nothing was sent.</p>
      ) : (
        <table style={{ borderCollapse: 'collapse', color: 'var(--theme-text)' }}>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.name} style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
                <th scope="row" style={{ ...cellStyle, fontWeight: 600 }}>
                  {entry.label}
                </th>
                <td style={{ ...cellStyle, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

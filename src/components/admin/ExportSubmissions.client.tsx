'use client'

import { useSearchParams } from 'next/navigation'

import { exportSubmissionsHref } from './export-submissions-href'

/**
 * Above the Form submissions list: a link to the CSV of what the list shows (its filters and its
 * search), every row however many pages the list has.
 */
export function ExportSubmissions() {
  const params = useSearchParams()
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a
        className="btn btn--style-secondary btn--size-small btn--withoutPopup"
        href={exportSubmissionsHref(params.toString())}
        download
      >
        Export these submissions (CSV)
      </a>{' '}
      <span style={{ color: 'var(--theme-elevation-600)' }}>
        Every submission the filters and search find, newest first, with a column for each answer.
      </span>
    </p>
  )
}

'use client'

import { useEffect, useState } from 'react'

import { formatLongDate } from '@/lib/dates'

export interface MyRequestItem {
  id: number
  formLabel: string
  detail?: string | null
  status: string
  statusLabel: string
  createdAt: string
}

export const MY_REQUESTS_LIVE_URL = '/api/my-requests/live'

const STATUS_CLASSES: Record<string, string> = {
  new: 'bg-surface text-ink',
  'in-review': 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
}

/** The member's requests, kept current by server-sent events when an operator changes a status. */
export function MyRequests({ initialRequests }: { initialRequests: MyRequestItem[] }) {
  const [requests, setRequests] = useState(initialRequests)

  useEffect(() => {
    const source = new EventSource(MY_REQUESTS_LIVE_URL)
    source.addEventListener('state', (event) => {
      try {
        const data = JSON.parse((event as MessageEvent<string>).data) as { requests?: MyRequestItem[] }
        if (Array.isArray(data.requests)) setRequests(data.requests)
      } catch {
        // a malformed event leaves the list as it is
      }
    })
    return () => source.close()
  }, [])

  if (requests.length === 0) {
    return <p className="text-muted">You have not sent any requests yet. Forms you send while signed in appear here.</p>
  }
  return (
    <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-white" aria-live="polite">
      {requests.map((request) => (
        <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <p className="font-semibold text-ink">{request.formLabel}</p>
            {request.detail && <p className="text-sm text-ink">{request.detail}</p>}
            <p className="text-sm text-muted">Sent {formatLongDate(request.createdAt)}</p>
          </div>
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASSES[request.status] ?? STATUS_CLASSES.new}`}>
            {request.statusLabel}
          </span>
        </li>
      ))}
    </ul>
  )
}

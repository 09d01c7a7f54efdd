'use client'

import { FileSpreadsheet } from '@/components/icons/file-spreadsheet'
import { type DragEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react'

import { UPLOAD_ACCEPT } from '@/lib/constants'
import { uploadFileError } from '@/lib/form-rules'

import type { QuoteFileReference } from '../schemas'
import { UPLOAD_MESSAGES, uploadBody } from '../upload-body'

/** Sends spec 7's JSON body, reporting upload progress (fetch cannot). */
function sendFile(body: Blob, onProgress: (percent: number) => void): Promise<QuoteFileReference> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/upload-file')
    request.setRequestHeader('content-type', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      let answer: { message?: string } & Partial<QuoteFileReference> = {}
      try {
        answer = JSON.parse(request.responseText) as typeof answer
      } catch {
        // a non-JSON answer is a failed upload
      }
      if (request.status >= 200 && request.status < 300 && answer.fileId) resolve(answer as QuoteFileReference)
      else reject(new Error(answer.message ?? UPLOAD_MESSAGES.failed))
    }
    request.onerror = () => reject(new Error(UPLOAD_MESSAGES.failed))
    request.send(body)
  })
}

/**
 * The quote form's spreadsheet drop zone: drop a file on it, or focus it with the keyboard and
 * press Enter or Space to choose one (it is a real file input under its label). Shows progress
 * while the file uploads, then the file's name; errors are the spec's alerts.
 */
export function QuoteDropZone({
  value,
  onChange,
  onUploadingChange,
  label,
  error,
}: {
  value: QuoteFileReference | null
  onChange: (reference: QuoteFileReference | null) => void
  /** Told when an upload starts and ends: the form waits for it before it can be sent. */
  onUploadingChange?: (isUploading: boolean) => void
  label: string
  error?: string
}) {
  const inputId = useId()
  const [progress, setProgress] = useState<number | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [isOver, setIsOver] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)

  async function accept(file: File | undefined) {
    if (!file) return
    setAlert(null)
    const refusal = uploadFileError(file)
    if (refusal) {
      // The file is refused; one attached before stays attached.
      setAlert(refusal)
      return
    }
    setProgress(0)
    onUploadingChange?.(true)
    try {
      const reference = await sendFile(await uploadBody(file), setProgress)
      onChange(reference)
    } catch (failure) {
      setAlert(failure instanceof Error ? failure.message : UPLOAD_MESSAGES.failed)
      onChange(null)
    } finally {
      setProgress(null)
      onUploadingChange?.(false)
    }
  }

  // The input is the server's until this script runs: a file chosen before then raised no change
  // React saw, so it is taken up once the drop zone is live.
  const acceptEarlyChoice = useEffectEvent((input: HTMLInputElement) => {
    const file = input.files?.[0]
    if (!file) return
    input.value = ''
    void accept(file)
  })
  useEffect(() => {
    if (inputRef.current) acceptEarlyChoice(inputRef.current)
  }, [])

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault()
    setIsOver(false)
    void accept(event.dataTransfer.files[0])
  }

  const message = alert ?? error
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-ink">
        {label} <span className="font-normal text-muted">(optional)</span>
      </span>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault()
          setIsOver(true)
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm focus-within:outline-2 ${isOver ? 'border-brand-500 bg-brand-50' : 'border-line'}`}
      >
        <FileSpreadsheet aria-hidden className="size-6 text-muted" />
        <span>
          {value ? `Attached: ${value.fileName}` : 'Drop a spreadsheet here or choose one'}{' '}
          {`(${UPLOAD_ACCEPT}, up to 50 MB)`}
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-label="Choose a spreadsheet"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${inputId}-error` : undefined}
          className="sr-only"
          onChange={(event) => {
            void accept(event.target.files?.[0])
            event.target.value = ''
          }}
        />
      </label>
      {progress !== null && (
        <progress max={100} value={progress} aria-label="Upload progress" className="w-full">
          {progress}%
        </progress>
      )}
      {message && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  )
}

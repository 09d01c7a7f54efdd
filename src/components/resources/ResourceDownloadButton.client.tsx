'use client'

import { Download } from '@/components/icons/download'
import { useState } from 'react'

import { type ButtonTone, type ButtonVariant, buttonClasses } from '@/components/ui/button-classes'
import { RESOURCE_DOWNLOAD_LABEL } from '@/lib/ui-constants'

import { saveFileFromUrl } from './download'

export const DOWNLOADING_LABEL = 'Downloading…'

export interface ResourceDownloadButtonProps {
  url: string
  /** Saved under this name; 'supportDoc.pdf' when empty. */
  fileName?: string | null
  /** The resource's resourceCtaLabel; 'Download' when empty. */
  label?: string | null
  /** Read by screen readers after the label, e.g. the resource's title. */
  srSuffix?: string
  variant?: ButtonVariant
  tone?: ButtonTone
  className?: string
}

/**
 * Download with a working flag (spec section 4): while the file is fetched the button is
 * disabled and reads 'Downloading…', which is also announced; a failure is logged only
 * (spec section 8) and the button is ready again.
 */
export function ResourceDownloadButton({
  url,
  fileName,
  label,
  srSuffix,
  variant = 'primary',
  tone = 'light',
  className,
}: ResourceDownloadButtonProps) {
  const [isWorking, setIsWorking] = useState(false)

  const download = async () => {
    if (isWorking) return
    setIsWorking(true)
    try {
      await saveFileFromUrl(url, fileName)
    } catch (error) {
      console.error('Resource download failed', error)
    } finally {
      setIsWorking(false)
    }
  }

  return (
    <>
      {/* aria-disabled rather than disabled: the button keeps the keyboard focus while it works. */}
      <button
        type="button"
        onClick={download}
        aria-disabled={isWorking || undefined}
        data-working={isWorking || undefined}
        className={buttonClasses(variant, tone, className)}
      >
        <Download aria-hidden="true" className="size-5" />
        <span>{isWorking ? DOWNLOADING_LABEL : label?.trim() || RESOURCE_DOWNLOAD_LABEL}</span>
        {srSuffix && <span className="sr-only"> – {srSuffix}</span>}
      </button>
      <span role="status" className="sr-only">
        {isWorking ? DOWNLOADING_LABEL : ''}
      </span>
    </>
  )
}

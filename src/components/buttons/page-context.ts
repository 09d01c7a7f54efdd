import { cache } from 'react'

/**
 * What the page being rendered gives its buttons: the onboarding pathway '[onboard]' leads to and
 * the file '[download-pdf]' downloads (the page object's pathwaySlug and pageFile). A page sets it
 * once before rendering its blocks; every button group of that render reads it, without passing
 * it through each block. Per request on the server (React's cache); in the browser it stays empty.
 */
export interface ButtonPageContext {
  pathwaySlug: string | null
  pageFileUrl: string | null
}

const store = cache((): ButtonPageContext => ({ pathwaySlug: null, pageFileUrl: null }))

export function setButtonPageContext(context: Partial<ButtonPageContext>): void {
  Object.assign(store(), context)
}

export function getButtonPageContext(): ButtonPageContext {
  return store()
}

interface PageWithObject {
  pageObject?: {
    pathwaySlug?: string | null
    pageFile?: number | { url?: string | null } | null
  } | null
}

/** The button context a CMS page gives: its onboarding pathway and its file's address. */
export function buttonContextOfPage(page: PageWithObject): ButtonPageContext {
  const file = page.pageObject?.pageFile
  return {
    pathwaySlug: page.pageObject?.pathwaySlug ?? null,
    pageFileUrl: file && typeof file === 'object' ? (file.url ?? null) : null,
  }
}

'use client'

import dynamic from 'next/dynamic'

/**
 * The site's forms, with their code (React Hook Form, Zod and the form schemas) in chunks of their
 * own, so a page downloads it only when it shows a form instead of every marketing page carrying
 * it. The server still renders each form in place, and the page's HTML preloads its chunk.
 *
 * No `loading` option on purpose: with one, next/dynamic wraps the form in a Suspense boundary,
 * and React streams a boundary's content after the page's first chunk of HTML and reveals it a
 * moment later, which shifts everything below the form. Without one the form is written in place.
 */
export const LazySiteForm = dynamic(() => import('./SiteForm.client').then((module) => module.SiteForm))

export const LazyBuilderForm = dynamic(() => import('./BuilderForm.client').then((module) => module.BuilderForm))

export const LazyBenefitsRequestForm = dynamic(() =>
  import('./BenefitsRequestForm.client').then((module) => module.BenefitsRequestForm),
)

/**
 * The activate block's form: hidden until its button is pressed, so it is never server-rendered
 * and its code is fetched on the first press.
 */
export const ActivatedBuilderForm = dynamic(() => import('./BuilderForm.client').then((module) => module.BuilderForm), {
  ssr: false,
})

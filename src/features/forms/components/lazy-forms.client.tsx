'use client'

import dynamic from 'next/dynamic'

/**
 * The site's forms, with their code (React Hook Form, Zod and the form schemas) in chunks of their
 * own, so a page only downloads it when it renders a form instead of every marketing page carrying
 * it. The server still renders each form into the HTML (no layout shift); the browser fetches the
 * chunk as soon as the page starts (Next preloads it) and hydrates the form when it arrives. The
 * empty `loading` gives each form a Suspense boundary of its own, so the rest of the page hydrates
 * without waiting for the form's chunk.
 */
const noFallback = () => null

export const LazySiteForm = dynamic(() => import('./SiteForm.client').then((module) => module.SiteForm), {
  loading: noFallback,
})

export const LazyBuilderForm = dynamic(() => import('./BuilderForm.client').then((module) => module.BuilderForm), {
  loading: noFallback,
})

export const LazyBenefitsRequestForm = dynamic(
  () => import('./BenefitsRequestForm.client').then((module) => module.BenefitsRequestForm),
  { loading: noFallback },
)

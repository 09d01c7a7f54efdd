import dynamic from 'next/dynamic'

/**
 * The profile's edit forms with their code (React Hook Form, Zod, the Plus form's schemas) in a
 * chunk of their own, so the dashboard's other pages do not carry it. The server still renders
 * them in place and the page preloads the chunk; no `loading` option, since a Suspense boundary
 * would have React stream the forms after the page's first HTML and shift the page when they
 * appear (see src/features/forms/components/lazy-forms.client.tsx).
 */
export const NameForm = dynamic(() => import('./ProfileForms.client').then((module) => module.NameForm))

export const BusinessForm = dynamic(() => import('./ProfileForms.client').then((module) => module.BusinessForm))

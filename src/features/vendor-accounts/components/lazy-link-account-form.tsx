import dynamic from 'next/dynamic'

/**
 * The link-account form with its code (React Hook Form, Zod, the link schema) in a chunk of its
 * own. The server still renders it in place and the page preloads the chunk; no `loading` option
 * (see src/features/forms/components/lazy-forms.client.tsx).
 */
export const LinkAccountForm = dynamic(() =>
  import('./LinkAccountForm.client').then((module) => module.LinkAccountForm),
)

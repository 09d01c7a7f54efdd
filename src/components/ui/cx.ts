/**
 * Joins class names without merging conflicting Tailwind utilities, for client components whose
 * class lists never conflict (a base plus classes of other properties). `cn` (./cn) resolves
 * conflicts with tailwind-merge, 8.4 kB of gzip in every page that uses it in the browser; where
 * a later class must override an earlier one of the same property, use `cn`.
 */
export { clsx as cx } from 'clsx'

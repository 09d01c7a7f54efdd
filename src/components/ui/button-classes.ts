import { clsx } from 'clsx'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text'
export type ButtonTone = 'light' | 'dark'

// Each property is set once, by the base or by the variant (the padding by the variant), so the
// classes never conflict and need no tailwind-merge: client components use these as they are.
const base =
  'inline-flex min-h-button-h min-w-button-w items-center justify-center gap-2 rounded-full text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50'

const variants: Record<ButtonTone, Record<ButtonVariant, string>> = {
  light: {
    primary: 'px-6 bg-brand-600 text-white hover:bg-brand-700',
    secondary: 'px-6 bg-accent-400 text-ink hover:bg-accent-500',
    outline: 'px-6 border-2 border-brand-600 text-brand-700 hover:bg-brand-50',
    text: 'px-2 text-brand-700 underline-offset-4 hover:underline',
  },
  dark: {
    primary: 'px-6 bg-white text-brand-900 hover:bg-brand-50',
    secondary: 'px-6 bg-accent-400 text-ink hover:bg-accent-500',
    outline: 'px-6 border-2 border-white text-white hover:bg-white/10',
    text: 'px-2 text-white underline-offset-4 hover:underline',
  },
}

export const BUTTON_VARIANTS = Object.keys(variants.light) as ButtonVariant[]

/**
 * Class names of a button or button-like link, without tailwind-merge. `extra` must only add
 * properties the button does not set (`w-full`, `self-start`); to override one (`px-3`,
 * `text-sm`), use `buttonClassName` from ./button-styles, which merges.
 */
export function buttonClasses(
  variant: string | null | undefined = 'primary',
  tone: ButtonTone = 'light',
  extra?: string,
) {
  const key = (variant && variant in variants.light ? variant : 'primary') as ButtonVariant
  return clsx(base, variants[tone][key], extra)
}

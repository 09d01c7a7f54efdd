import { clsx } from 'clsx'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text'
export type ButtonTone = 'light' | 'dark'
/** `md` everywhere by default; `sm` for a top bar; `compact` for the site header, tighter on phones. */
export type ButtonSize = 'md' | 'sm' | 'compact'

// Each property is set once, by the base, the size or the variant, so the classes never conflict
// and need no tailwind-merge: client components use these as they are.
const base =
  'inline-flex min-w-button-w items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50'

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-button-h py-2 text-base',
  sm: 'min-h-10 py-1.5 text-sm',
  compact: 'min-h-10 text-sm whitespace-nowrap',
}

/** Horizontal padding: by size for a compact button, otherwise by variant (text buttons less). */
const padding = (size: ButtonSize, variant: ButtonVariant) =>
  size === 'compact' ? 'px-3 sm:px-5' : variant === 'text' ? 'px-2' : 'px-6'

const variants: Record<ButtonTone, Record<ButtonVariant, string>> = {
  light: {
    primary: 'bg-brand-600 text-white hover:bg-brand-700',
    secondary: 'bg-accent-400 text-ink hover:bg-accent-500',
    outline: 'border-2 border-brand-600 text-brand-700 hover:bg-brand-50',
    text: 'text-brand-700 underline-offset-4 hover:underline',
  },
  dark: {
    primary: 'bg-white text-brand-900 hover:bg-brand-50',
    secondary: 'bg-accent-400 text-ink hover:bg-accent-500',
    outline: 'border-2 border-white text-white hover:bg-white/10',
    text: 'text-white underline-offset-4 hover:underline',
  },
}

export const BUTTON_VARIANTS = Object.keys(variants.light) as ButtonVariant[]
export const BUTTON_SIZES = Object.keys(sizes) as ButtonSize[]

/**
 * Class names of a button or button-like link, without tailwind-merge. `extra` must only add
 * properties the button does not set (`w-full`, `self-start`); a smaller button is a `size`, and
 * any other override (`px-3`, `text-sm`) needs `buttonClassName` from ./button-styles, which
 * merges (server components only: tailwind-merge is 8.4 kB of gzip in the browser).
 */
export function buttonClasses(
  variant: string | null | undefined = 'primary',
  tone: ButtonTone = 'light',
  extra?: string,
  size: ButtonSize = 'md',
) {
  const key = (variant && variant in variants.light ? variant : 'primary') as ButtonVariant
  return clsx(base, sizes[size], padding(size, key), variants[tone][key], extra)
}

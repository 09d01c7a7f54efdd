import { cn } from './cn'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text'
export type ButtonTone = 'light' | 'dark'

const base =
  'inline-flex min-h-button-h min-w-button-w items-center justify-center gap-2 rounded-full px-6 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50'

const variants: Record<ButtonTone, Record<ButtonVariant, string>> = {
  light: {
    primary: 'bg-brand-600 text-white hover:bg-brand-700',
    secondary: 'bg-accent-400 text-ink hover:bg-accent-500',
    outline: 'border-2 border-brand-600 text-brand-700 hover:bg-brand-50',
    text: 'px-2 text-brand-700 underline-offset-4 hover:underline',
  },
  dark: {
    primary: 'bg-white text-brand-900 hover:bg-brand-50',
    secondary: 'bg-accent-400 text-ink hover:bg-accent-500',
    outline: 'border-2 border-white text-white hover:bg-white/10',
    text: 'px-2 text-white underline-offset-4 hover:underline',
  },
}

/** Class names of every button and button-like link, so they look alike wherever they appear. */
export function buttonClassName(variant: string | null | undefined = 'primary', tone: ButtonTone = 'light', extra?: string) {
  const key = (variant && variant in variants.light ? variant : 'primary') as ButtonVariant
  return cn(base, variants[tone][key], extra)
}

import { type ButtonTone, buttonClasses } from './button-classes'
import { cn } from './cn'

export type { ButtonTone, ButtonVariant } from './button-classes'

/**
 * Class names of every button and button-like link, so they look alike wherever they appear.
 * `extra` may override the button's own classes (tailwind-merge resolves the conflict); client
 * components that add nothing conflicting use `buttonClasses` (./button-classes) to stay light.
 */
export function buttonClassName(
  variant: string | null | undefined = 'primary',
  tone: ButtonTone = 'light',
  extra?: string,
) {
  return cn(buttonClasses(variant, tone), extra)
}

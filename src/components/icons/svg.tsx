/**
 * The site's icons: Lucide's drawings (https://lucide.dev, ISC licence, Copyright (c) 2026 Lucide
 * Icons and Contributors) written as plain SVG components, one module per icon. lucide-react's
 * components render through its `Icon`, a client component, so every page showing any icon
 * downloaded it (1.7 kB gzip) and every icon a server component drew travelled to the browser as
 * a client reference with its drawing as props. These render on the server like any element, and
 * a browser part downloads only the icons it draws: the bundler keeps, per module, every export
 * some browser part uses, which is why each icon has its own.
 *
 * Import each icon from its own module (`@/components/icons/arrow-right`): there is no index file,
 * since going through one brought every icon to each page too.
 *
 * To add one: copy its elements from lucide-react's `dist/esm/icons/<name>.mjs` (without `key`,
 * in the same order) into `<name>.tsx`, named as lucide-react exports it. `icons.test.tsx` finds
 * every module here and checks its icon against lucide-react's own drawing (lucide-react is a dev
 * dependency for that test only).
 */
import type { ReactNode, SVGProps } from 'react'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'>
export type IconComponent = (props: IconProps) => ReactNode

/** Lucide's frame: a 24-unit box stroked in the text colour. Decorative unless labelled. */
export function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props['aria-label'] || props['aria-labelledby'] ? undefined : 'true'}
      {...props}
    >
      {children}
    </svg>
  )
}

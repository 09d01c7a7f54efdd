import type { ReactNode } from 'react'

/** The title block of a fixed dashboard page: eyebrow, h1 and an introduction. */
export function DashboardPageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string
  title: string
  children?: ReactNode
}) {
  return (
    <header className="flex max-w-3xl flex-col gap-3">
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-muted uppercase">{eyebrow}</p>}
      <h1 className="text-3xl font-extrabold text-brand-900">{title}</h1>
      {children && <div className="text-lg text-muted">{children}</div>}
    </header>
  )
}

import { cx } from '@/components/ui/cx'

/**
 * The wordmark, drawn inline so it needs no request and scales crisply (default logo box 130x50).
 * `fitOnPhones` lets it take only the width its text needs below the `sm` breakpoint (the header),
 * and below 360px shows the mark alone (its words stay its name): at 320px the header's Menu
 * button was half off the screen.
 * Joined with cx, not tailwind-merge: client components (the header, the dashboard's top bar) show it.
 */
export function Logo({ productName, tone = 'light', fitOnPhones = false }: { productName: string; tone?: 'light' | 'dark'; fitOnPhones?: boolean }) {
  const [first, ...rest] = productName.split(' ')
  return (
    <span className={cx('inline-flex h-[50px] items-center gap-2', fitOnPhones ? 'w-auto sm:w-[130px]' : 'w-[130px]')}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className={tone === 'dark' ? 'fill-white' : 'fill-brand-600'} />
        <path d="M9 22V10h9v2.6h-6.1v2.2h5.5v2.5h-5.5v2.1H18V22z M20 22l3.2-12h2.9L29.3 22h-2.8l-.6-2.5h-2.8L22.5 22z m3.7-4.7h1.7l-.85-3.6z" className={tone === 'dark' ? 'fill-brand-700' : 'fill-white'} />
      </svg>
      <span className={cx('text-lg leading-tight font-extrabold', tone === 'dark' ? 'text-white' : 'text-brand-900', fitOnPhones && 'max-[359px]:sr-only')}>
        {first}
        {rest.length > 0 && ' '}
        {rest.length > 0 && <span className={cx('block text-xs font-semibold tracking-wider uppercase', tone === 'dark' ? 'text-white/70' : 'text-brand-600')}>{rest.join(' ')}</span>}
      </span>
      <span className="sr-only"> home</span>
    </span>
  )
}

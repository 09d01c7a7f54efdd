import { Check } from '@/components/icons/check'
import type { Metadata } from 'next'
import { Link } from '@/components/Link'
import { notFound } from 'next/navigation'

import { buttonClassName } from '@/components/ui/button-styles'
import { getPathway } from '@/features/onboarding/pathways'
import { signInHref, signUpHref } from '@/lib/links'
import { NOT_FOUND_METADATA } from '@/lib/page-title'
import { getGlobal } from '@/server/content'

interface Props {
  params: Promise<{ pathwaySlug: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const pathway = getPathway((await params).pathwaySlug)
  return pathway ? { title: pathway.title } : NOT_FOUND_METADATA
}

/** Onboarding start: what this way in offers, then sign-up that carries on to the pathway's end. */
export default async function OnboardStartPage({ params }: Props) {
  const pathway = getPathway((await params).pathwaySlug)
  if (!pathway) notFound()
  const settings = await getGlobal('site-settings')
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{settings.productName}</p>
        <h1 className="text-3xl font-extrabold text-brand-900">{pathway.title}</h1>
        <p className="text-muted">{pathway.intro}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {pathway.highlights.map((highlight) => (
          <li key={highlight} className="flex items-start gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{highlight}</span>
          </li>
        ))}
      </ul>
      <Link href={signUpHref(pathway.destination)} className={buttonClassName('primary', 'light', 'w-full')}>
        Sign Up
      </Link>
      <p className="text-center text-sm text-muted">
        Already a member?{' '}
        <Link
          href={signInHref(pathway.destination)}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Log in
        </Link>
      </p>
    </div>
  )
}

import { Link } from '@/components/Link'

import { isExternalUrl } from '@/lib/navigation'
import { getGlobal } from '@/server/content'

import { FooterGroups, type FooterGroup } from './FooterGroups.client'
import { Logo } from './Logo'

export async function SiteFooter() {
  const [footer, settings] = await Promise.all([getGlobal('footer'), getGlobal('site-settings')])
  const groups: FooterGroup[] = (footer.linkGroups ?? []).map((group, index) => ({
    id: group.id ?? String(index),
    title: group.title,
    links: (group.links ?? []).map((link, linkIndex) => ({
      id: link.id ?? String(linkIndex),
      label: link.navLinkLabel,
      url: link.navLinkUrl,
      isExternal: Boolean(link.isExternal) || isExternalUrl(link.navLinkUrl),
      size: link.navLinkSize ?? 'md',
    })),
  }))
  return (
    <footer className="min-h-footer bg-brand-900 text-white">
      <div className="container-content grid gap-10 py-12 lg:grid-cols-[220px_1fr]">
        <div className="flex flex-col gap-4">
          <Link href="/" className="self-start rounded-md">
            <Logo productName={settings.productName} tone="dark" />
          </Link>
          {footer.tagline && <p className="text-sm text-white/75">{footer.tagline}</p>}
        </div>
        <FooterGroups groups={groups} />
      </div>
      <div className="border-t border-white/15">
        <p className="container-content py-5 text-sm text-white/70">{footer.copyright}</p>
      </div>
    </footer>
  )
}

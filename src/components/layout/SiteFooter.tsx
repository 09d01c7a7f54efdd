import { Link } from '@/components/Link'
import { cx } from '@/components/ui/cx'

import { opensInNewTab } from '@/lib/navigation'
import { getGlobal } from '@/server/content'

import { FooterGroup } from './FooterGroup'
import { Logo } from './Logo'
import { NavAnchor } from './NavAnchor'

export async function SiteFooter() {
  const [footer, settings] = await Promise.all([getGlobal('footer'), getGlobal('site-settings')])
  return (
    <footer className="min-h-footer bg-brand-900 text-white">
      <div className="container-content grid gap-10 py-12 lg:grid-cols-[220px_1fr]">
        <div className="flex flex-col gap-4">
          <Link href="/" className="self-start rounded-md">
            <Logo productName={settings.productName} tone="dark" />
          </Link>
          {footer.tagline && <p className="text-sm text-white/75">{footer.tagline}</p>}
        </div>
        <div className="grid md:grid-cols-2 md:gap-8 lg:grid-cols-4">
          {(footer.linkGroups ?? []).map((group, index) => (
            <FooterGroup key={group.id ?? index} title={group.title}>
              {(group.links ?? []).map((link, linkIndex) => (
                <li key={link.id ?? linkIndex}>
                  <NavAnchor
                    link={{
                      label: link.navLinkLabel,
                      url: link.navLinkUrl,
                      isExternal: opensInNewTab(link.navLinkUrl, link.isExternal),
                    }}
                    className={cx(
                      // A block 4px taller than its line each side: targets of 24px and more (WCAG 2.5.8).
                      'block w-fit py-1 text-white/80 hover:text-white hover:underline',
                      link.navLinkSize === 'sm' && 'text-sm',
                    )}
                  />
                </li>
              ))}
            </FooterGroup>
          ))}
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="container-content py-5 text-sm text-white/70">{footer.copyright}</p>
      </div>
    </footer>
  )
}

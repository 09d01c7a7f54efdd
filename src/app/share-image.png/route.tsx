import { ImageResponse } from 'next/og'

import { SHARE_IMAGE_SIZE } from '@/lib/share-image'
import { getGlobal } from '@/server/content'

// The names come from the site settings, read when asked (never at build time).
export const dynamic = 'force-dynamic'

const POINTS = ['Vendor program pricing', 'Member benefits', 'Events and resources', '$5,000 grant']

/** The last image drawn, with the names it shows: drawing one takes 40 to 70 ms of CPU here. */
let drawn: { key: string; png: Promise<ArrayBuffer> } | null = null

function draw(productName: string, organizationName: string): Promise<ArrayBuffer> {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #0e2a5c 0%, #17449c 60%, #1f56c3 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, color: '#c7d7f5' }}>{organizationName}</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ display: 'flex', fontSize: 88, fontWeight: 700, lineHeight: 1.05 }}>{productName}</div>
        <div style={{ display: 'flex', fontSize: 40, color: '#e3ebfa' }}>The free membership for small businesses</div>
      </div>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {POINTS.map((point) => (
          <div
            key={point}
            style={{
              display: 'flex',
              fontSize: 26,
              padding: '10px 22px',
              borderRadius: 999,
              border: '2px solid rgba(255, 255, 255, 0.45)',
            }}
          >
            {point}
          </div>
        ))}
      </div>
    </div>,
    SHARE_IMAGE_SIZE,
  ).arrayBuffer()
}

/**
 * GET /share-image.png: the image social sites and chat apps show for a link to a page without an
 * image of its own (1200 x 630, Next's bundled typeface, no request elsewhere). Drawn once per
 * pair of names and kept in memory, so asking again costs nothing; browsers and crawlers may keep
 * it an hour, so a change of the site's names reaches them within the hour.
 */
export async function GET() {
  const { productName, organizationName } = await getGlobal('site-settings')
  const key = JSON.stringify([productName, organizationName])
  if (drawn?.key !== key) {
    const png = draw(productName, organizationName)
    drawn = { key, png }
    // A failed drawing is not kept: the next request draws again.
    png.catch(() => {
      if (drawn?.png === png) drawn = null
    })
  }
  return new Response(await drawn.png, {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' },
  })
}

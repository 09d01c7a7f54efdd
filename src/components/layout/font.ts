import localFont from 'next/font/local'

/**
 * Inter (variable, Latin subset) from the @fontsource-variable package, through next/font so that
 * nothing is fetched from the network and:
 * - the page's HTML preloads the file, so text is drawn in Inter from the first paint more often;
 * - the fallback (Arial) is resized to Inter's metrics, so when Inter arrives after the first
 *   paint the text keeps its line breaks and nothing below it moves (with a plain `@font-face`
 *   swap, the dashboard's content shifted by 0.18 on a phone in Lighthouse).
 * The other subsets (Latin Extended, Cyrillic, Greek, Vietnamese) are left out: the site's copy
 * is English, and a rare character outside Latin-1 falls back to the system font.
 */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
  variable: '--font-inter',
})

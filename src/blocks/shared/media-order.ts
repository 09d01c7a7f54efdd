/**
 * Media order (spec sections 2 and 9): from the flip breakpoint (672px) up, media comes after
 * the text when mediaOrder is above 0. Below 672px blocks stack in source order, media first.
 * Pure CSS (Tailwind's `flip:` variant), so the server render is already right.
 */
export function isMediaAfterText(mediaOrder: number | null | undefined): boolean {
  return typeof mediaOrder === 'number' && mediaOrder > 0
}

export function mediaOrderClasses(mediaOrder: number | null | undefined): { media: string; text: string } {
  return isMediaAfterText(mediaOrder)
    ? { media: 'flip:order-2', text: 'flip:order-1' }
    : { media: 'flip:order-1', text: 'flip:order-2' }
}

/**
 * Card rows, or (only when the block sets hasGrid) an auto-filling grid of columns at least
 * 200px wide from lg (1024px) up (spec section 9). Below lg both stack, then wrap in rows.
 */
export function cardGridLayout(hasGrid: boolean | null | undefined): { list: string; item: string } {
  const rows = {
    list: 'flex flex-col items-center gap-6 sm:flex-row sm:flex-wrap sm:items-stretch sm:justify-center',
    item: 'w-full max-w-card-max sm:w-auto sm:flex-1 sm:basis-card',
  }
  if (!hasGrid) return rows
  return {
    list: `${rows.list} lg:grid lg:grid-cols-[repeat(auto-fill,minmax(200px,1fr))]`,
    item: `${rows.item} lg:max-w-none`,
  }
}

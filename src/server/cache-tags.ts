/**
 * Cache tags shared by the content readers (which tag) and the Payload hooks (which invalidate).
 * Kept free of Next imports so collection configs stay loadable by the Payload CLI.
 */
export const cacheTags = {
  page: (url: string) => `page:${url}`,
  pages: 'pages',
  global: (slug: string) => `global:${slug}`,
  doc: (collection: string, id: string | number) => `doc:${collection}:${id}`,
  collection: (collection: string) => `collection:${collection}`,
} as const

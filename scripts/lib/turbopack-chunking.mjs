// How Turbopack groups the browser's code into files in a production build (Next 16.3+'s
// `experimental.turbopackChunking`), shared by next.config.ts and the bench's empty Next.js page
// (empty-next-app.mjs), so that the framework's floor the bench prints is built the same way.
// docs/decisions/026-one-runtime-chunk.md has the measurements.
//
// By default Turbopack splits the runtime every page loads (Next's router, React DOM and their
// helpers) into four files, and never merges a chunk of more than 200,000 bytes. Its thresholds
// count code before minification, where React DOM alone is over a megabyte; so these sizes are
// set above the whole runtime's: each chunk group (the runtime, a route's layouts and page, a
// component loaded on demand) becomes one file. One gzip stream compresses the runtime 2.3 kB
// smaller than four, and a page makes three fewer requests.
export const TURBOPACK_CHUNKING = {
  // Merge any chunk smaller than this (bytes of unminified code) into another of its group...
  minChunkSize: 3_000_000,
  // ...so that a group has one chunk...
  maxChunkCountPerGroup: 1,
  // ...whatever the size of the chunks merged...
  maxMergeChunkSize: 5_000_000,
  // ...and weigh an extra request as this much code, so the chunker never prefers a second file.
  requestCost: 5_000_000,
}

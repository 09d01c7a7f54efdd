/**
 * The browser's Better Auth client (./client), fetched the first time a form needs it rather than
 * with every page that could call it: it is about 12 kB of gzip that the first paint never uses.
 * Forms start the download when the visitor first focuses them, so it has arrived by the submit.
 * A failed download rejects, which runAuthCall reports as the network failure it is.
 */
export const loadAuthClient = async () => (await import('./client')).authClient

/** Starts fetching the client without waiting for it (a failure shows when the form calls it). */
export const preloadAuthClient = () => {
  loadAuthClient().catch(() => {})
}

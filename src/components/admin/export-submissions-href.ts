export const SUBMISSIONS_EXPORT_PATH = '/cms-api/form-submissions/export.csv'

/** The export's address for the admin list's query: its filters (`where…`) and search, not its page or sort. */
export function exportSubmissionsHref(listQuery: string): string {
  const kept = new URLSearchParams()
  for (const [key, value] of new URLSearchParams(listQuery)) {
    if (key === 'search' || key.startsWith('where')) kept.append(key, value)
  }
  const query = kept.toString()
  return query ? `${SUBMISSIONS_EXPORT_PATH}?${query}` : SUBMISSIONS_EXPORT_PATH
}

// Pages that are the same for every visitor without a session say so; the server's page cache
// and shared caches may keep them for a minute.
export function publicPageHeaders() {
  return { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };
}

/** Build-time settings. Everything else comes from GET /api/config at run time. */
export const env = {
  /** The API is served from the same origin under /api (the dev server proxies it). */
  apiBaseUrl: (import.meta.env['VITE_API_BASE_URL'] as string | undefined) ?? '/api',
} as const;

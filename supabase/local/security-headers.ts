/**
 * Headers for every response the gateway serves. Production static hosts must send the same (README,
 * Deployment). Scripts are 'self' only: no inline script, no eval. Styles allow inline because React
 * style props and sonner's injected stylesheet need it; that cannot execute code.
 */
export function securityHeaders(connectOrigins: readonly string[]): Record<string, string> {
  const connect = ["'self'", ...connectOrigins].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src ${connect}`,
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * HSTS only where the gateway is reached over HTTPS (PUBLIC_URL https://…): over plain http a
 * browser ignores it, and sending it from a local http stack would say something untrue.
 * One year; no includeSubDomains, since the gateway cannot know what else lives on the domain.
 */
export function transportSecurityHeaders(publicUrl: string): Record<string, string> {
  return publicUrl.toLowerCase().startsWith('https://')
    ? { 'Strict-Transport-Security': 'max-age=31536000' }
    : {};
}

/**
 * CORS for /rest/v1, /auth/v1 and /functions/v1 as hosted Supabase's API gateway answers it: any
 * origin (the API authenticates by bearer token and apikey, never by cookie, so no credentials),
 * the request headers supabase-js sends, and the answer headers it reads.
 */
export const API_CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': [
    'Content-Range',
    'Content-Location',
    'Content-Profile',
    'Location',
    'Preference-Applied',
    'Range-Unit',
    'X-Supabase-Api-Version',
  ].join(', '),
};

export const API_PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': [
    'authorization',
    'apikey',
    'content-type',
    'accept',
    'accept-profile',
    'content-profile',
    'prefer',
    'range',
    'range-unit',
    'x-client-info',
    'x-supabase-api-version',
    'x-region',
    'x-upsert',
  ].join(', '),
  'Access-Control-Max-Age': '86400',
};

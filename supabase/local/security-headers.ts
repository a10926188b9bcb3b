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

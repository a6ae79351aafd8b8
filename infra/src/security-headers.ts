import type { ServerResponse } from 'node:http';

/**
 * The clients load nothing from elsewhere, so the policy can be strict. Styles allow 'unsafe-inline'
 * because the UI library sets style attributes and injects its CSS variables at run time; images
 * allow data: and blob: for locally drawn QR codes and previews of a file before it is uploaded.
 * infra/nginx/nginx.conf sends the same policy (a test keeps the two equal).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Two years, the preload list's minimum; only ever sent when the platform is served over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Sets the headers on every answer of the edge, proxied ones included (set before proxying). */
export function securityHeaders(https: boolean) {
  return (_request: unknown, response: ServerResponse, next: () => void) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    if (https) response.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    next();
  };
}

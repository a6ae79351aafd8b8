import { z } from 'zod';

/**
 * Who is asking. The gateway derives it from a verified JWT and forwards it to subgraphs in the
 * `x-viewer` header, which subgraphs trust only together with the internal secret.
 */
export const ADMIN_ROLES = ['superadmin', 'operator', 'compliance', 'accountant', 'trading_desk'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

const viewerSchema = z.discriminatedUnion('kind', [
  // A guest whose access token had expired: resolvers answer SESSION_EXPIRED so the client refreshes.
  z.object({ kind: z.literal('guest'), sessionExpired: z.boolean().optional() }),
  // sessionId: the session the access token belongs to; identity refuses it once that session ended.
  z.object({ kind: z.literal('user'), userId: z.string().min(1), sessionId: z.string().min(1).optional() }),
  z.object({
    kind: z.literal('admin'),
    adminId: z.string().min(1),
    roles: z.array(z.enum(ADMIN_ROLES)),
    sessionId: z.string().min(1).optional(),
  }),
]);

export type Viewer = z.infer<typeof viewerSchema>;
export const GUEST: Viewer = { kind: 'guest' };
export const VIEWER_HEADER = 'x-viewer';
export const INTERNAL_SECRET_HEADER = 'x-internal-secret';
/** The caller's IP as the gateway saw it, for rate limits and the audit log. */
export const CLIENT_IP_HEADER = 'x-client-ip';
/** The refresh-token cookie's value, forwarded by the gateway to identity only. */
export const REFRESH_TOKEN_HEADER = 'x-refresh-token';
/** Identity → gateway: session cookies to set (JSON `SessionCookies`) or to clear ('1'). */
export const SESSION_SET_HEADER = 'x-session-set';
export const SESSION_CLEAR_HEADER = 'x-session-clear';

/** `kind` picks the cookie pair: a customer's and an admin's sessions live side by side in one browser. */
export type SessionKind = 'user' | 'admin';
export type SessionCookies = { kind: SessionKind; accessToken: string; refreshToken: string; maxAgeSeconds: number };
/** The admin client sends `x-act-as: admin` so the gateway reads the admin cookie pair. */
export const ACT_AS_HEADER = 'x-act-as';

export function encodeViewer(viewer: Viewer): string {
  return Buffer.from(JSON.stringify(viewer)).toString('base64url');
}

/** A malformed header is treated as a guest: it can only come from a bug, never grants access. */
export function decodeViewer(header: string | undefined): Viewer {
  if (!header) return GUEST;
  try {
    const parsed = viewerSchema.safeParse(JSON.parse(Buffer.from(header, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : GUEST;
  } catch {
    return GUEST;
  }
}

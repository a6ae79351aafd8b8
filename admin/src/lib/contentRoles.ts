import { hasRole, type Admin } from '../graphql/admin';

/**
 * Whether the admin may publish content or answer the contact inbox: the content service lets
 * OPERATOR and SUPERADMIN do so (and checks again); every other admin may only read.
 */
export function mayEditContent(admin: Pick<Admin, 'roles'>): boolean {
  return hasRole(admin, 'SUPERADMIN') || hasRole(admin, 'OPERATOR');
}

/** The languages the public site is written in (services/content/schema.graphql, `Language.code`). */
export const CONTENT_LANGUAGES = ['en', 'ru', 'de', 'es', 'fr'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export function isContentLanguage(value: string | null): value is ContentLanguage {
  return (CONTENT_LANGUAGES as readonly (string | null)[]).includes(value);
}

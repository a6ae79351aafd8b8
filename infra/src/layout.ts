import path from 'node:path';

/** Where the built clients live, relative to the repository root. */
export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');
export const WEB_DIST_DIR = path.join(REPOSITORY_ROOT, 'web', 'dist');
/** The web client's server render of the public pages (`npm run build -w web`). */
export const WEB_SSR_DIR = path.join(REPOSITORY_ROOT, 'web', 'dist-ssr');
export const ADMIN_DIST_DIR = path.join(REPOSITORY_ROOT, 'admin', 'dist');

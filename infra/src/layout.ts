import path from 'node:path';

/** Where the built clients live, relative to the repository root. */
export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');
export const WEB_DIST_DIR = path.join(REPOSITORY_ROOT, 'web', 'dist');
export const ADMIN_DIST_DIR = path.join(REPOSITORY_ROOT, 'admin', 'dist');

import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RUN_FOLDER_PREFIX } from './global-setup';

/** Removes the PGlite image folder global-setup.ts made for this run (not one a developer named). */
export default async function removeImagesOfThisRun(): Promise<void> {
  const dir = process.env.PGLITE_IMAGE_CACHE_DIR;
  if (dir && path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith(RUN_FOLDER_PREFIX))
    rmSync(dir, { recursive: true, force: true });
}

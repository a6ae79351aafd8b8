import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUN_FOLDER_PREFIX = 'cloudmine-pglite-images-';

/**
 * Each PGlite database the tests start from nothing begins as a copy of one this run migrated already
 * (packages/platform/src/db/pglite-images.ts). A folder per jest run, so that no image outlives the
 * migrations it was made with; the workers, started after this, inherit the variable.
 */
export async function keepImagesForThisRun(): Promise<void> {
  process.env.PGLITE_IMAGE_CACHE_DIR ||= mkdtempSync(path.join(os.tmpdir(), RUN_FOLDER_PREFIX));
}

/** Removes the run's folder (not one a developer named). */
export async function removeImagesOfThisRun(): Promise<void> {
  const dir = process.env.PGLITE_IMAGE_CACHE_DIR;
  if (dir && path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith(RUN_FOLDER_PREFIX))
    rmSync(dir, { recursive: true, force: true });
}

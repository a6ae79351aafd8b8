import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The prefix of the folder each jest run keeps its PGlite images in; global-teardown.ts removes it. */
export const RUN_FOLDER_PREFIX = 'cloudmine-pglite-images-';

/**
 * Each PGlite database the tests start from nothing begins as a copy of one this run migrated already
 * (packages/platform/src/db/pglite-images.ts). A folder per jest run, so that no image outlives the
 * migrations it was made with; the workers, started after this, inherit the variable.
 */
export default async function keepImagesForThisRun(): Promise<void> {
  process.env.PGLITE_IMAGE_CACHE_DIR ||= mkdtempSync(path.join(os.tmpdir(), RUN_FOLDER_PREFIX));
}

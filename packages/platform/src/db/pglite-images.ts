import { cpSync, existsSync, linkSync, mkdirSync, openAsBlob, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';

/**
 * Images of PGlite clusters (tarballs of a data directory) to start new databases from. Making a
 * cluster (initdb, in WASM) takes 3 to 4 s and an embedded platform makes five, one per service;
 * loading an image takes half a second. Each database loaded from an image is a cluster of its own,
 * as initdb and the migrations would have made it.
 */

let freshCluster: Promise<Blob> | undefined;

/** The name of the empty cluster's image among the kept ones. */
const EMPTY_CLUSTER = 'empty-cluster';

/** A new, empty cluster's image, made once per process, or once per run when the tests keep images. */
export function freshClusterImage(): Promise<Blob> {
  freshCluster ??= (async () => {
    const kept = await keptImage(EMPTY_CLUSTER);
    if (kept) return kept;
    const cluster = await PGlite.create();
    try {
      const image = await cluster.dumpDataDir('none');
      await keepImage(EMPTY_CLUSTER, image);
      return image;
    } finally {
      await cluster.close();
    }
  })().catch((error: unknown) => {
    freshCluster = undefined;
    throw error;
  });
  return freshCluster;
}

/** True when `dataDir` holds no cluster yet (PostgreSQL writes PG_VERSION into every data directory). */
export function isNewDataDir(dataDir: string | undefined): boolean {
  return !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Where migrated clusters' images are kept across processes: PGLITE_IMAGE_CACHE_DIR, which the test
 * runs set (infra/test/support/global-setup.ts, one new folder per run), so that each of the dozens of platforms the tests
 * start skips the migrations too. Unset, nothing is kept: `npm start` and a service make their own.
 */
function imageCacheDir(): string | undefined {
  return process.env.PGLITE_IMAGE_CACHE_DIR || undefined;
}

/**
 * The kept image named `name` (a migrations checksum, or the empty cluster), if this test run made one.
 * Backed by its file, which PGlite reads once as it loads: reading it into a Blob first copied each
 * 40 MB image twice more, about a second of CPU per database on a slow machine. A kept file never
 * changes once written (keepImage), as a file-backed Blob requires.
 */
export async function keptImage(name: string): Promise<Blob | undefined> {
  const dir = imageCacheDir();
  const file = dir && path.join(dir, `${name}.tar`);
  return file && existsSync(file) ? openAsBlob(file) : undefined;
}

/** Keeps the image of a new database just migrated to `checksum`, when images are kept. */
export async function keepMigratedImage(checksum: string, database: Database): Promise<void> {
  if (database.image) await keepImage(checksum, await database.image());
}

async function keepImage(name: string, image: Blob): Promise<void> {
  const dir = imageCacheDir();
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // Written aside and linked into place unless there already: another process may be reading the file
  // or writing the same one meanwhile, and a file that readers hold as a Blob must never change.
  const file = path.join(dir, `${name}.tar`);
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  try {
    linkSync(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Starts the new data directory `dataDir` as a copy of the cluster migrated to `checksum`, when the run
 * kept one; false when it did not. Copying a shut-down cluster's files and opening them takes half the
 * time of unpacking the image into the directory (0.8 s against 1.3 s a database, five per platform).
 * The cluster is unpacked from the image once per run and migration set, by the first process to need it.
 */
export async function copyKeptCluster(checksum: string, dataDir: string): Promise<boolean> {
  const dir = imageCacheDir();
  if (!dir) return false;
  const cluster = path.join(dir, checksum);
  if (!existsSync(cluster)) {
    const image = await keptImage(checksum);
    if (!image) return false;
    await unpackCluster(image, cluster);
  }
  cpSync(cluster, dataDir, { recursive: true });
  return true;
}

async function unpackCluster(image: Blob, cluster: string): Promise<void> {
  // Unpacked aside and renamed, as the images are written: another process may unpack the same one.
  const partial = `${cluster}.${process.pid}.${Date.now()}.partial`;
  const database = await PGlite.create({ dataDir: partial, loadDataDir: image });
  await database.close();
  try {
    renameSync(partial, cluster);
  } catch (error) {
    if (!existsSync(cluster)) throw error;
    rmSync(partial, { recursive: true, force: true });
  }
}

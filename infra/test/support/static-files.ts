import { expect } from '@jest/globals';

/** Fetches a file from the edge and checks its status and content type; returns its bytes. */
export async function fetchServed(url: string, contentType: string): Promise<Buffer> {
  const response = await fetch(url);
  expect({ url, status: response.status }).toEqual({ url, status: 200 });
  expect({ url, type: response.headers.get('content-type')?.split(';')[0] }).toEqual({ url, type: contentType });
  return Buffer.from(await response.arrayBuffer());
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's width and height, read from its IHDR chunk (which always comes first). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG file');
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Error('a PNG without IHDR first');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Fetches a PNG icon and checks it is exactly `size` pixels square. */
export async function expectSquarePng(url: string, size: number): Promise<void> {
  const bytes = await fetchServed(url, 'image/png');
  expect({ url, ...pngSize(bytes) }).toEqual({ url, width: size, height: size });
}

/**
 * Uploaded images, checked by content wherever a service accepts one (identity's customer photos and ID
 * images, trading's trader photos): JPEG or PNG recognised by their first bytes (never by the name), 4 MB
 * at most, sent as strict base64.
 */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

export type ImageKind = { contentType: 'image/jpeg' | 'image/png'; extension: 'jpg' | 'png' };

/** The GraphQL `ImageUpload` input both subgraphs declare. */
export type ImageUploadInput = { fileName: string; base64: string };

/** An upload that passed every check, or what is wrong with it, in words that follow "The <field> image …". */
export type ImageCheck = { ok: true; bytes: Buffer; kind: ImageKind } | { ok: false; problem: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function detectImage(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { contentType: 'image/jpeg', extension: 'jpg' };
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte))
    return { contentType: 'image/png', extension: 'png' };
  return undefined;
}

/** The specification lists .jpg, .jpeg and .png: a name must say so too, so a mislabelled file is refused. */
export function hasAllowedExtension(fileName: string): boolean {
  return /\.(jpe?g|png)$/i.test(fileName);
}

/** Decodes strict base64 (a data: prefix is refused); undefined when it is not base64. */
export function decodeBase64(text: string): Buffer | undefined {
  const compact = text.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return undefined;
  return Buffer.from(compact, 'base64');
}

/** Every check of an upload, cheapest first: the name, the encoded size, the encoding, the size, the content. */
export function checkImageUpload(upload: ImageUploadInput): ImageCheck {
  const refuse = (problem: string): ImageCheck => ({ ok: false, problem });
  if (!hasAllowedExtension(upload.fileName)) return refuse('must be a .jpg, .jpeg or .png file');
  if (upload.base64.length > Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4) return refuse('is larger than 4 MB');
  const bytes = decodeBase64(upload.base64);
  if (!bytes) return refuse('is not valid base64');
  if (bytes.length > MAX_IMAGE_BYTES) return refuse('is larger than 4 MB');
  const kind = detectImage(bytes);
  if (!kind) return refuse('is not a JPEG or PNG image');
  return { ok: true, bytes, kind };
}

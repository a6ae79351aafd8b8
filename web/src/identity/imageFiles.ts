/** The identity images (specification §5): .jpg, .jpeg or .png, 4 MB at most, as the server checks them. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

/** For the file picker; the extension check below is what decides. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

const ALLOWED_NAME = /\.(jpe?g|png)$/i;

export type ImageSide = 'front' | 'back';

/** Why a chosen file cannot be sent; each one has a translated message under identity.upload.errors. */
export type ImageProblem = 'required' | 'type' | 'size' | 'empty' | 'unreadable';

/** The problem of a chosen file, or null when it may be sent (the server checks the content too). */
export function imageProblem(file: File | null): ImageProblem | null {
  if (!file) return 'required';
  if (!ALLOWED_NAME.test(file.name)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** The file could not be read in the browser (removed, no permission...). */
export class ImageReadError<Side extends string = ImageSide> extends Error {
  constructor(readonly side: Side) {
    super(`The ${side} image could not be read`);
  }
}

/** The file's content as base64, without the `data:...;base64,` prefix the server refuses. */
export function readBase64<Side extends string = ImageSide>(file: File, side: Side): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = reader.result;
      if (typeof result !== 'string') return reject(new ImageReadError(side));
      const comma = result.indexOf(',');
      resolve(comma === -1 ? result : result.slice(comma + 1));
    };
    reader.onerror = () => reject(new ImageReadError(side));
    reader.onabort = () => reject(new ImageReadError(side));
    reader.readAsDataURL(file);
  });
}

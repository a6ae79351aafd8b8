/** The image checks are shared with trading's trader photos, so they live in the platform package. */
export { checkImageUpload, decodeBase64, detectImage, hasAllowedExtension, MAX_IMAGE_BYTES } from '@mc/platform';
export type { ImageKind } from '@mc/platform';

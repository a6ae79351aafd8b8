import type { NextFunction, Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { LegacyInputError } from './legacy-errors';

/** Legacy multipart uploads: held in memory (4 MB per file, named fields only), then sent on as base64. */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

export function imageFields(...names: string[]) {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: names.length, fields: 10 },
  }).fields(names.map((name) => ({ name, maxCount: 1 })));
  return (request: Request, response: Response, next: NextFunction) =>
    parse(request, response, (error: unknown) => {
      if (error instanceof MulterError) return next(new LegacyInputError([describe(error)]));
      next(error);
    });
}

function describe(error: MulterError): string {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return `${error.field} is larger than 4 MB`;
    case 'LIMIT_UNEXPECTED_FILE':
      return `unexpected file field ${error.field ?? ''}`.trim();
    default:
      return error.message;
  }
}

/** The uploaded file of a field, as the GraphQL ImageUpload input; a clear 400 when it is missing. */
export function uploadOf(request: Request, field: string): { fileName: string; base64: string } {
  const file = (request.files as Record<string, Express.Multer.File[]> | undefined)?.[field]?.[0];
  if (!file) throw new LegacyInputError([`${field} is required (an image file)`]);
  return { fileName: file.originalname, base64: file.buffer.toString('base64') };
}

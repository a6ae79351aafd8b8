import type { Request } from 'express';
import { z } from 'zod';
import { LegacyInputError } from './legacy-errors';

/** Legacy text inputs are capped at 300 characters (specification 000 §5). */
export const TEXT_MAX_LENGTH = 300;

export const legacyText = z
  .string({ error: 'must be a string' })
  .max(TEXT_MAX_LENGTH, `must be at most ${TEXT_MAX_LENGTH} characters`);
export const requiredText = legacyText.trim().min(1, 'is required');
/** Old clients send ids and codes as numbers or strings. */
export const legacyNumberOrString = z.union([z.string().max(TEXT_MAX_LENGTH), z.number()]).transform(String);

/** Parses a legacy body or throws a 400 listing every bad field by its legacy name. */
export function parseBody<TShape extends z.ZodRawShape>(request: Request, shape: TShape): z.infer<z.ZodObject<TShape>> {
  const result = z.object(shape).safeParse(request.body ?? {});
  if (result.success) return result.data;
  throw new LegacyInputError(result.error.issues.map((issue) => `${issue.path.join('.') || 'body'} ${issue.message}`));
}

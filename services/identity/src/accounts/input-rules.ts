import { z } from 'zod';
import { identityError } from '../errors';
import { requireCountryCode } from './country-names';

/** Field rules of the account forms. Every text field is capped (the specification's 300). */
export const LANGUAGES = ['en', 'ru', 'de', 'es', 'fr'] as const;
export const PASSWORD_MIN_LENGTH = 8;
export const TEXT_MAX_LENGTH = 300;

const name = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{5,40}$/, 'must be a phone number (digits, spaces, + ( ) -)');
export const emailAddress = z
  .string()
  .trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be an e-mail address'))
  .transform((value) => value.toLowerCase());
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(TEXT_MAX_LENGTH, `must be at most ${TEXT_MAX_LENGTH} characters`);

const signUpSchema = z.object({
  firstName: name,
  lastName: name,
  phoneNumber: phone,
  email: emailAddress,
  password,
  confirmPassword: z.string().max(TEXT_MAX_LENGTH),
  // GraphQL clients send null for an absent optional field.
  referralCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,12}$/, 'must be 6 to 12 letters or digits')
    .nullish()
    .or(z.literal(''))
    .transform((code) => code || undefined),
  language: z
    .enum(LANGUAGES)
    .nullish()
    .transform((language) => language ?? 'en'),
});

const detailsSchema = z.object({
  firstName: name,
  lastName: name,
  country: z.string().trim().min(2, 'is required').max(100, 'must be at most 100 characters'),
  mobileNumber: phone,
  currency: z.enum(['USD', 'EUR', 'GBP']),
});

const addressSchema = z.object({
  streetAddress: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(TEXT_MAX_LENGTH, `must be at most ${TEXT_MAX_LENGTH} characters`),
  postCode: z.string().trim().min(2, 'is required').max(20, 'must be at most 20 characters'),
  city: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  state: z.string().trim().max(100, 'must be at most 100 characters'),
  country: z.string().trim().min(2, 'is required').max(100, 'must be at most 100 characters'),
});

/** Why an admin acted (a deactivation, a decline, disabling an admin): kept in the audit log. */
export const adminReasonSchema = z
  .string()
  .trim()
  .min(3, 'must say why (3 characters or more)')
  .max(TEXT_MAX_LENGTH, 'must be at most 300 characters');

export type SignUpInput = z.infer<typeof signUpSchema>;
export type DetailsInput = z.infer<typeof detailsSchema>;
export type AddressInput = z.infer<typeof addressSchema>;

/** Parses or throws one BAD_REQUEST naming every bad field. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ field: issue.path.join('.'), problem: issue.message }));
  throw identityError('INVALID_INPUT', fields.map(({ field, problem }) => `${field} ${problem}`).join('; '), {
    fields,
  });
}

export function parseSignUp(input: unknown): SignUpInput {
  const parsed = parseInput(signUpSchema, input);
  if (parsed.password !== parsed.confirmPassword)
    throw identityError('PASSWORDS_DIFFER', 'The password and its confirmation differ', {
      fields: [{ field: 'confirmPassword', problem: 'must match password' }],
    });
  return parsed;
}

/** The details with the country as its ISO code: any other field's problem first (400), then the country (422). */
export function parseDetails(input: unknown): DetailsInput {
  const details = parseInput(detailsSchema, input);
  return { ...details, country: requireCountryCode(details.country) };
}

/** `field` names the argument in the refusal: "newEmail must be an e-mail address". */
export function parseEmail(input: unknown, field = 'email'): string {
  return parseNamed(field, emailAddress, input);
}

export function parseAddress(input: unknown): AddressInput {
  const address = parseInput(addressSchema, input);
  return { ...address, country: requireCountryCode(address.country) };
}

export function parsePhone(input: unknown, field = 'mobileNumber'): string {
  return parseNamed(field, phone, input);
}

export function parseLanguage(input: unknown): (typeof LANGUAGES)[number] {
  return parseNamed('language', z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }), input);
}

/** One argument, wrapped in an object so its refusal names it ("email must be …", not " must be …"). */
function parseNamed<T>(field: string, schema: z.ZodType<T>, input: unknown): T {
  return parseInput(z.object({ [field]: schema }), { [field]: input })[field];
}

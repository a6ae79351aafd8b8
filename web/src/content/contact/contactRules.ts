/**
 * The contact form's rules, the same as the graph's ContactMessageInput documents, so a visitor sees
 * a mistake before sending; the server checks them again and its refusals are shown per field too.
 */
export const CONTACT_LIMITS = {
  nameMaxLength: 100,
  emailMaxLength: 254,
  phoneMinLength: 6,
  phoneMaxLength: 32,
  subjectMaxLength: 200,
  bodyMaxLength: 5000,
} as const;

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'body'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactValues = Record<ContactField, string>;

/** A refused field: the key of its message under content.contact.errors and the numbers it names. */
export interface FieldProblem {
  messageKey:
    | 'nameRequired'
    | 'nameTooLong'
    | 'emailRequired'
    | 'emailInvalid'
    | 'emailTooLong'
    | 'phoneRequired'
    | 'phoneInvalid'
    | 'subjectRequired'
    | 'subjectTooLong'
    | 'bodyTooLong'
    | 'server';
  limits?: { min?: number; max?: number };
}

export type ContactProblems = Partial<Record<ContactField, FieldProblem>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', body: '' };

/** One @, no spaces, a dot in the domain: what the server accepts, without pretending to check delivery. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARACTERS = /^[0-9 +()-]+$/;
const DIGIT = /[0-9]/;

function checkName(name: string): FieldProblem | undefined {
  if (name === '') return { messageKey: 'nameRequired' };
  if (name.length > CONTACT_LIMITS.nameMaxLength)
    return { messageKey: 'nameTooLong', limits: { max: CONTACT_LIMITS.nameMaxLength } };
  return undefined;
}

function checkEmail(email: string): FieldProblem | undefined {
  if (email === '') return { messageKey: 'emailRequired' };
  if (email.length > CONTACT_LIMITS.emailMaxLength)
    return { messageKey: 'emailTooLong', limits: { max: CONTACT_LIMITS.emailMaxLength } };
  if (!EMAIL_PATTERN.test(email)) return { messageKey: 'emailInvalid' };
  return undefined;
}

function checkPhone(phone: string): FieldProblem | undefined {
  if (phone === '') return { messageKey: 'phoneRequired' };
  const fits = phone.length >= CONTACT_LIMITS.phoneMinLength && phone.length <= CONTACT_LIMITS.phoneMaxLength;
  // Punctuation alone is no number: the server asks for a digit too.
  if (!fits || !PHONE_CHARACTERS.test(phone) || !DIGIT.test(phone))
    return {
      messageKey: 'phoneInvalid',
      limits: { min: CONTACT_LIMITS.phoneMinLength, max: CONTACT_LIMITS.phoneMaxLength },
    };
  return undefined;
}

function checkSubject(subject: string): FieldProblem | undefined {
  if (subject === '') return { messageKey: 'subjectRequired' };
  if (subject.length > CONTACT_LIMITS.subjectMaxLength)
    return { messageKey: 'subjectTooLong', limits: { max: CONTACT_LIMITS.subjectMaxLength } };
  return undefined;
}

function checkBody(body: string): FieldProblem | undefined {
  if (body.length > CONTACT_LIMITS.bodyMaxLength)
    return { messageKey: 'bodyTooLong', limits: { max: CONTACT_LIMITS.bodyMaxLength } };
  return undefined;
}

/** The values as they are sent: trimmed, as the server compares them. */
export function trimmedContact(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    subject: values.subject.trim(),
    body: values.body.trim(),
  };
}

/** Every refused field of the (trimmed) values; empty when the form may be sent. */
export function contactProblems(values: ContactValues): ContactProblems {
  const problems: ContactProblems = {
    name: checkName(values.name),
    email: checkEmail(values.email),
    phone: checkPhone(values.phone),
    subject: checkSubject(values.subject),
    body: checkBody(values.body),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

export function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

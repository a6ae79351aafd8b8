import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isContactField, type ContactProblems } from './contactRules';

/** The field names a refusal carries in extensions.details: `fields` (a list or a map) or `field`. */
function fieldsOf(details: unknown): unknown[] {
  if (details === null || typeof details !== 'object') return [];
  const { fields, field } = details as { fields?: unknown; field?: unknown };
  if (Array.isArray(fields)) return fields;
  if (fields !== null && typeof fields === 'object') return Object.keys(fields);
  return field === undefined ? [] : [field];
}

/**
 * The fields the server refused (VALIDATION_FAILED names them), so each is marked in red like a
 * mistake found on the page; other refusals (RATE_LIMITED, a lost connection) name no field.
 */
export function serverFieldProblems(error: unknown): ContactProblems {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const problems: ContactProblems = {};
  for (const item of error.errors) {
    for (const field of fieldsOf(item.extensions?.details)) {
      if (isContactField(field)) problems[field] = { messageKey: 'server' };
    }
  }
  return problems;
}

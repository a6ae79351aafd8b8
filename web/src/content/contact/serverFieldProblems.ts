import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isContactField, type ContactProblems } from './contactRules';

/** The field names of a VALIDATION_FAILED refusal: `extensions.details.fields` maps each to its problem. */
function fieldsOf(details: unknown): string[] {
  if (details === null || typeof details !== 'object') return [];
  const { fields } = details as { fields?: unknown };
  return fields !== null && typeof fields === 'object' ? Object.keys(fields) : [];
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

import type { RequestHandler, Response } from 'express';
import type { GraphQLErrorBody } from './envelope';

/**
 * The graph's field and argument names a legacy route's callers know by other names (deposits' `amount` is the
 * form's `price`). A graph name a route does not list is its legacy name in snake case (`mobileNumber` →
 * `mobile_number`), which is how most of them relate; a route lists the ones that differ, and phrases too
 * (funds' "target for USD" is the Direct Update form's `trading_balance`).
 */
export type LegacyFieldNames = Readonly<Record<string, string>>;

type FieldProblem = { field: string; problem: string };

const LOCALS_KEY = 'legacyFieldNames';
const CAMEL_CASE = '[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+';

/** Declares a route's names: every GraphQL error it answers names the legacy fields (envelope.ts). */
export function legacyFields(names: LegacyFieldNames): RequestHandler {
  const declared = new Map(Object.entries(names));
  return (_request, response, next) => {
    response.locals[LOCALS_KEY] = declared;
    next();
  };
}

/** The legacy `errors` of GraphQL errors: one per field at fault, each by its legacy name. */
export function legacyErrorMessages(response: Response, errors: GraphQLErrorBody[]): string[] {
  const names = (response.locals[LOCALS_KEY] as Map<string, string> | undefined) ?? new Map<string, string>();
  const rename = renamer(names);
  return errors.flatMap((error) => {
    const fields = fieldProblems(error.extensions?.details?.fields);
    if (fields.length === 0) return [rename(error.message)];
    return fields.map(({ field, problem }) => `${names.get(field) ?? rename(field)} ${rename(problem)}`);
  });
}

/** Replaces, in one pass, each declared name or phrase and each other camelCase word of a text. */
function renamer(names: Map<string, string>): (text: string) => string {
  const declared = [...names.keys()].sort((one, other) => other.length - one.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<!\\w)(?:${[...declared, CAMEL_CASE].join('|')})(?![\\w])`, 'g');
  return (text) => text.replace(pattern, (name) => names.get(name) ?? snakeCase(name));
}

/** `details.fields` as the services send it: a list of `{ field, problem }`, or a map of field to problem. */
function fieldProblems(fields: unknown): FieldProblem[] {
  if (Array.isArray(fields))
    return fields.filter(
      (each): each is FieldProblem =>
        typeof (each as FieldProblem)?.field === 'string' && typeof (each as FieldProblem).problem === 'string',
    );
  if (fields === null || typeof fields !== 'object') return [];
  return Object.entries(fields).flatMap(([field, problem]) =>
    typeof problem === 'string' ? [{ field, problem }] : [],
  );
}

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

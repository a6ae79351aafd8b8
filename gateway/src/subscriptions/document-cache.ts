import { parse, validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';

/** Distinct documents kept; clients send a handful, so the oldest unused one goes first. */
const MAX_DOCUMENTS = 100;
/** A longer text is parsed for its socket alone: our clients' subscriptions are a few hundred bytes. */
const MAX_CACHED_TEXT_LENGTH = 4_096;

/**
 * Parse and validation shared by every socket that sends the same subscription text. graphql-ws parses
 * each subscription on its own, and the parsed document (its tokens, locations and nodes, which it keeps
 * for the subscription's life) was about half of a ticker socket's memory: 20,000 sockets sending the
 * one ticker document hold one copy. graphql-js never changes a document, so sharing it is safe; the
 * validation result is kept per document object for the server's one schema.
 */
export function createDocumentCache(schema: GraphQLSchema): { parse: typeof parse; validate: typeof validate } {
  const documents = new Map<string, DocumentNode>();
  const validations = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return {
    parse: (source, options) => {
      if (typeof source !== 'string' || options || source.length > MAX_CACHED_TEXT_LENGTH)
        return parse(source, options);
      const cached = documents.get(source);
      if (cached) {
        documents.delete(source); // re-inserted last: the Map's order is the order of last use
        documents.set(source, cached);
        return cached;
      }
      const document = parse(source); // a syntax error throws and is not kept
      documents.set(source, document);
      if (documents.size > MAX_DOCUMENTS) documents.delete(documents.keys().next().value!);
      return document;
    },
    validate: (against, document, ...rest) => {
      if (against !== schema || rest.length > 0) return validate(against, document, ...rest);
      let errors = validations.get(document);
      if (!errors) validations.set(document, (errors = validate(against, document)));
      return errors;
    },
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

/** Where `npm run codegen` writes the client's typed documents (web/codegen.ts). */
const GENERATED_DIR = path.resolve(import.meta.dirname, '../src/graphql/generated');
const GENERATED_DOCUMENTS = path.join(GENERATED_DIR, 'graphql.ts');
/** One module per document, so a route's chunk holds the documents that route uses and no others. */
const DOCUMENT_MODULE = 'graphql-document:';
/** The import graphql-codegen's optimizer writes for a document (it names the generated file). */
const OPTIMIZER_IMPORT = /^import \{ (\w+) \} from "[^"]*\/graphql";$/gm;
/** One document constant of the generated file: one line, its AST as a JSON object, then its type. */
const DOCUMENT_CONSTANT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * Replaces each `graphql(`…`)` call with that one document, using graphql-codegen's own Babel
 * optimizer, and serves each document as a module of its own. Without it every page ships every
 * document: `graphql()` looks them up in one map, and even without the map they sit in one generated
 * module that every route shares. The types are unchanged: `graphql()` returned these constants.
 */
export function graphqlDocumentImports(): Plugin {
  return {
    name: 'graphql-document-imports',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(GENERATED_DIR) || !code.includes('graphql(`')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory: GENERATED_DIR, gqlTagName: 'graphql' }]],
      });
      if (!result?.code) return null;
      const rewritten = result.code.replace(OPTIMIZER_IMPORT, `import { $1 } from "${DOCUMENT_MODULE}$1";`);
      // A new codegen version that writes its imports differently would silently put every document
      // back into every page: fail the build instead.
      if (rewritten.includes('graphql(`') || !rewritten.includes(DOCUMENT_MODULE))
        this.error(`${id}: a graphql() call was not turned into a document import (has the optimizer changed?)`);
      return { code: rewritten, map: result.map };
    },
    resolveId(source) {
      return source.startsWith(DOCUMENT_MODULE) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE}`)) return null;
      const name = id.slice(DOCUMENT_MODULE.length + 1);
      this.addWatchFile(GENERATED_DOCUMENTS);
      const document = documentConstants().get(name);
      if (!document) this.error(`${name} is not in ${GENERATED_DOCUMENTS}: run npm run codegen`);
      return `export const ${name} = ${document};`;
    },
  };
}

/** The generated documents by constant name (MiningCalculatorDocument, MoneyFieldsFragmentDoc, …). */
function documentConstants(): Map<string, string> {
  const text = readFileSync(GENERATED_DOCUMENTS, 'utf8');
  return new Map([...text.matchAll(DOCUMENT_CONSTANT)].map(([, name, ast]) => [name, ast]));
}

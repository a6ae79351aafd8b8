import path from 'node:path';
import ts from 'typescript';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { REPOSITORY_ROOT } from '../../src/layout';

/** One document of a manifest file, named `file#index` in every message. */
export type ManifestDocument = {
  name: string;
  body: { apiVersion?: unknown; kind?: unknown } & Record<string, unknown>;
};

type Validatable = { validate(): void };

/**
 * The API types infra/k8s uses, with the validators kubernetes-models generated from the Kubernetes
 * OpenAPI schemas (types, required fields, enums, formats). A kind outside this list is an error: adding
 * one is a one-line change here, and keeps an apiVersion typo from passing unchecked.
 */
const MODELS: Record<string, new (data: never) => Validatable> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

const typeKey = (document: ManifestDocument) => `${String(document.body.apiVersion)}/${String(document.body.kind)}`;

/** The OpenAPI schema's verdict on one document; empty when it is valid. */
export function schemaErrors(document: ManifestDocument): string[] {
  const Model = MODELS[typeKey(document)];
  if (!Model) return [`${document.name}: no known API type ${typeKey(document)}`];
  try {
    new Model(document.body as never).validate();
    return [];
  } catch (error) {
    return [`${document.name}: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/**
 * Fields the API does not know (a misspelt optional field such as `timeoutSecond`). The OpenAPI schemas
 * allow extra properties, so their validators pass these; `kubectl apply` (strict field validation)
 * refuses them. The same generated models carry TypeScript interfaces of every API type, and an object
 * literal typed with one fails TypeScript's excess-property check on any unknown field at any depth.
 */
export function unknownFieldErrors(documents: ManifestDocument[]): string[] {
  const sources = new Map(
    documents
      .filter((document) => MODELS[typeKey(document)])
      .map((document, index) => [path.join(REPOSITORY_ROOT, 'infra', 'test', `k8s-document-${index}.ts`), document]),
  );
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const readSource = (fileName: string) => {
    const document = sources.get(path.resolve(fileName));
    return document && typedLiteral(document);
  };
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = readSource(fileName);
    return text === undefined
      ? getSourceFile(fileName, languageVersion, ...rest)
      : ts.createSourceFile(fileName, text, languageVersion);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => readSource(fileName) !== undefined || fileExists(fileName);
  const program = ts.createProgram([...sources.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const document = diagnostic.file && sources.get(path.resolve(diagnostic.file.fileName));
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    return `${document?.name ?? diagnostic.file?.fileName ?? 'typescript'}: ${message}`;
  });
}

/** `const document: IDeployment = { ...the manifest... };` for the compiler. */
function typedLiteral(document: ManifestDocument): string {
  const kind = String(document.body.kind);
  return [
    `import type { I${kind} } from 'kubernetes-models/${typeKey(document)}';`,
    `export const document: I${kind} = ${JSON.stringify(document.body, null, 2)};`,
    '',
  ].join('\n');
}

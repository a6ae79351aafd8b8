import { clientDocuments } from '../../infra/codegen/presets';

/** Typed operations for what compat sends to the gateway, checked against the composed API schema. */
export default clientDocuments({
  sourceDir: 'services/compat/src',
  outputDir: 'services/compat/src/generated',
  schema: ['gateway/api-schema.graphql'],
});

import { CLIENT_SCHEMA, clientDocuments } from '../infra/codegen/presets';

/** Typed documents for the operators' client, checked against the composed graph and its subscriptions. */
export default clientDocuments({
  sourceDir: 'admin/src',
  outputDir: 'admin/src/graphql/generated',
  schema: CLIENT_SCHEMA,
});

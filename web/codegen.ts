import { CLIENT_SCHEMA, clientDocuments } from '../infra/codegen/presets';

/** Typed documents for the customer client, checked against the composed graph and its subscriptions. */
export default clientDocuments({ sourceDir: 'web/src', outputDir: 'web/src/graphql/generated', schema: CLIENT_SCHEMA });

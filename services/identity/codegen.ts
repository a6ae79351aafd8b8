import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types for the identity subgraph, from its own schema. Resolvers receive repository rows (the
 * mappers), not the GraphQL shapes, so the compiler checks every field resolver turns one into what the
 * schema promises: a resolver that returns the wrong shape fails `tsc`, and so `npm test`.
 */
const config: CodegenConfig = {
  schema: 'services/identity/schema.graphql',
  generates: {
    'services/identity/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        federation: true,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#IdentityContext',
        // The platform's DateTime scalar parses input to a Date and serializes a Date or an ISO string.
        scalars: { DateTime: { input: 'Date', output: 'Date | string' } },
        mappers: {
          Admin: '../db/admins.repository#AdminRow',
          AuditEntry: '../db/audit.repository#AuditRow',
          MailboxMessage: '../db/mail.repository#MailRow',
          Message: '../db/messages.repository#MessageRow',
          User: '../db/users.repository#UserRow',
        },
      },
    },
  },
};

export default config;

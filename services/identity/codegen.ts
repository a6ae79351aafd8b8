import { subgraphResolvers } from '../../infra/codegen/presets';

/** Resolver types for the identity subgraph, from its own schema (see infra/codegen/presets.ts). */
export default subgraphResolvers({
  service: 'identity',
  contextType: '../context#IdentityContext',
  mappers: {
    Admin: '../db/admins.repository#AdminRow',
    AuditEntry: '../db/audit.repository#AuditRow',
    MailboxMessage: '../db/mail.repository#MailRow',
    Message: '../db/messages.repository#MessageRow',
    User: '../db/users.repository#UserRow',
  },
});

import { DateTimeScalar as DateTime } from '@mc/platform';
import { adminMutations, adminQueries, AuditEntry, MailboxMessage } from './admin';
import { customerMutations, customerQueries } from './customers';
import { Mutation } from './mutation';
import { passwordMutations } from './password';
import { Query } from './query';
import { User } from './user';

export const resolvers = {
  Query: { ...Query, ...adminQueries, ...customerQueries },
  Mutation: { ...Mutation, ...adminMutations, ...passwordMutations, ...customerMutations },
  User,
  AuditEntry,
  MailboxMessage,
  DateTime,
};

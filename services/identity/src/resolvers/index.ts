import { DateTimeScalar as DateTime } from '@mc/platform';
import type { Resolvers } from '../generated/resolvers';
import { Admin, adminMutations, adminQueries, AuditEntry, MailboxMessage } from './admin';
import { customerMutations, customerQueries } from './customers';
import { Mutation } from './mutation';
import { passwordMutations } from './password';
import { pushMutations, pushQueries, userPushFields } from './push';
import { Query } from './query';
import { User } from './user';

export const resolvers: Resolvers = {
  Query: { ...Query, ...adminQueries, ...customerQueries, ...pushQueries },
  Mutation: { ...Mutation, ...adminMutations, ...passwordMutations, ...customerMutations, ...pushMutations },
  User: { ...User, ...userPushFields },
  Admin,
  AuditEntry,
  MailboxMessage,
  DateTime,
};

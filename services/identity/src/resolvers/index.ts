import { DateTimeScalar as DateTime } from '@mc/platform';
import { adminMutations, adminQueries, AuditEntry, MailboxMessage } from './admin';
import { Mutation } from './mutation';
import { passwordMutations } from './password';
import { Query } from './query';
import { User } from './user';

export const resolvers = { Query: { ...Query, ...adminQueries }, Mutation: { ...Mutation, ...adminMutations, ...passwordMutations }, User, AuditEntry, MailboxMessage, DateTime };

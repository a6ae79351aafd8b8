import { DateTimeScalar as DateTime } from '@mc/platform';
import type { Resolvers } from '../generated/resolvers';
import { Mutation } from './mutation';
import { Query } from './query';

export const resolvers: Resolvers = { Query, Mutation, DateTime };

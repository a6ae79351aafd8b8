import { DateTimeScalar as DateTime } from '@mc/platform';
import { Mutation } from './mutation';
import { Query } from './query';
import { User } from './user';

export const resolvers = { Query, Mutation, User, DateTime };

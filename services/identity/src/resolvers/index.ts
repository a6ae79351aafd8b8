import { DateTimeScalar as DateTime } from '@mc/platform';
import { Query } from './query';
import { User } from './user';

export const resolvers = { Query, User, DateTime };

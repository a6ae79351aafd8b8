import { DateTime } from './date-time';
import { Query } from './query';
import { User } from './user';

export const resolvers = { Query, User, DateTime };

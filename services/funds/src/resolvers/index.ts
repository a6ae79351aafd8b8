import { Asset } from './asset';
import { DateTime } from './date-time';
import { Query } from './query';

export const resolvers = { Query, Asset, DateTime };

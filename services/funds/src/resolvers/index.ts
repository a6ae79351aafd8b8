import { Asset } from './asset';
import { DateTimeScalar as DateTime } from '@mc/platform';
import { Query } from './query';

export const resolvers = { Query, Asset, DateTime };

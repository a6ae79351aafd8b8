import { DateTimeScalar as DateTime } from '@mc/platform';
import type { Resolvers } from '../generated/resolvers';
import { Instrument } from './instrument';
import { Query } from './query';

export const resolvers: Resolvers = { DateTime, Instrument, Query };

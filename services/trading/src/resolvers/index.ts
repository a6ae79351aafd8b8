import { DateTimeScalar as DateTime } from '@mc/platform';
import { Instrument } from './instrument';
import { Query } from './query';

export const resolvers = { DateTime, Instrument, Query };

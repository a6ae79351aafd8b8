import { DateTime } from './date-time';
import { Instrument } from './instrument';
import { Query } from './query';

export const resolvers = { DateTime, Instrument, Query };

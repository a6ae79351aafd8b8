import type { Resolvers } from '../generated/resolvers';
import { Query } from './query';

export const resolvers: Resolvers = { Query };

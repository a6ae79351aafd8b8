import type { Resolvers } from '../generated/resolvers';
import { Plan } from './plan';
import { Query } from './query';

export const resolvers: Resolvers = { Query, Plan };

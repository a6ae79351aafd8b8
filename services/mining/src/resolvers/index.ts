import { Plan } from './plan';
import { Query } from './query';

export const resolvers = { Query, Plan };

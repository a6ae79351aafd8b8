import { Query } from './query';

export const resolvers = { Query };

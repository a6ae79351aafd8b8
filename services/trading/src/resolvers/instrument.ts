import type { InstrumentResolvers } from '../generated/resolvers';

export const Instrument: InstrumentResolvers = {
  __resolveReference: ({ symbol }, { trading }) => trading.instrument(symbol),
};

import type { InstrumentResolvers } from '../generated/resolvers';
import { leverageRangeFor } from '../positions/jurisdiction';

export const Instrument: InstrumentResolvers = {
  __resolveReference: ({ symbol }, { trading }) => trading.instrument(symbol),
  leverage: async (parent, _args, { trading, viewerEligibility }) => {
    const eligibility = await viewerEligibility();
    if (!eligibility?.tradingAllowed) return null;
    // A bare reference carries only the symbol; the market comes from the catalogue then.
    const instrument = 'market' in parent ? parent : await trading.instrument(parent.symbol);
    const range = instrument && leverageRangeFor(instrument, eligibility.region);
    return range && { min: range.minimum, max: range.maximum };
  },
};

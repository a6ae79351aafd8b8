export * from './scalars';
export * from './events';
export * from './liability-proof';
export * from './bank-account';
export * from './live-mining';
export * from './countries';

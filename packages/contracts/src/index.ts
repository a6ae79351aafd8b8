export * from './scalars';
export * from './events';

export * from './setup';
export * from './propagation';
export * from './http-spans';
export * from './event-spans';
export * from './client-spans';

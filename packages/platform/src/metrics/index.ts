export * from './registry';
export * from './labels';
export * from './http-metrics';
export * from './graphql-metrics';
export * from './endpoint';
export * from './service-metrics';
export * from './consumer-lag';

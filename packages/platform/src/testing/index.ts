export * from './infrastructure';
export * from './test-database';
export * from './wait-for';
export * from './subgraph-harness';
export * from './nats-server';
export * from './s3-server';
export * from './otlp-receiver';

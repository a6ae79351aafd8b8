export * from './infrastructure';
export * from './test-database';
export * from './wait-for';
export * from './subgraph-harness';
export * from './nats-server';
export * from './s3-server';
// The bucket store itself, for tests that read a bucket directly (the platform's index loads it only when used).
export { S3ObjectStore } from '../storage/s3-object-store';
export * from './otlp-receiver';

export * from './object-store';
export * from './local-folder-store';
export * from './s3-object-store';
export * from './open-object-store';

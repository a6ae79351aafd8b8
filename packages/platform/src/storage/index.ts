export * from './object-store';
export * from './local-folder-store';
export * from './open-object-store';

export * from './identity';
export * from './app';

export * from './identity';
export * from './app';
export * from './mailboxes';
export * from './logos';

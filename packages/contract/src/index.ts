export * from './constants';
export * from './password-policy';
export * from './identity-errors';
export * from './schemas';
export * from './envelope';
export * from './connections';
export * from './imap-presets';
export * from './domains';

export * from './identity';
export * from './app';
export * from './mailboxes';
export * from './logos';
export * from './deletion-requests';
export * from './referrals';

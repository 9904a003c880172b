export * from './periods';
export * from './regime';
export * from './regime-table';
export * from './regime-choice';

export * from './api-error';
export * from './answers';
export * from './client';
export * from './path-table';
export * from './query-string';

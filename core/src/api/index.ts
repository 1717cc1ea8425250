export * from './api-error';
export * from './client';
export * from './multi-status';
export * from './path-table';
export * from './query-string';
export * from './route-query';
export * from './user-choice';
export * from './validation-problems';

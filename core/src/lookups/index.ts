export * from './lookups';
export * from './use-lookups';

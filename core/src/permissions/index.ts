export * from './rules';
export * from './merge';
export * from './features';

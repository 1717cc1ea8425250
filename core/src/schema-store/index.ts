export * from './loaded-schemas';
export * from './load-schemas';

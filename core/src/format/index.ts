export * from './age';
export * from './dates';
export * from './numbers';

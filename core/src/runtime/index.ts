export * from './env';
export * from './runtime';
export * from './RuntimeContext';
export * from './live-session';

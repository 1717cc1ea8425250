export * from './env';
export * from './runtime';
export * from './RuntimeContext';
export * from './live-session';
export * from './use-api';
export { reloadStudioScreens } from './screen-changed';

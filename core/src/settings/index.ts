export * from './settings-store';
export * from './setting-limits';

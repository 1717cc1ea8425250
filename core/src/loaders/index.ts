export * from './loader-store';

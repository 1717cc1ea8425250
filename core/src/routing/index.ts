export * from './guard';

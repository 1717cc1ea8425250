export * from './hub-contract';
export * from './hub-client';
export * from './stop-reasons';
export * from './live-connection';
export * from './apply-live-message';

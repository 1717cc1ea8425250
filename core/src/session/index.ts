export * from './cookies';
export * from './heartbeat';
export * from './jwt';
export * from './session-store';
export * from './token-storage';
export * from './password-rules';

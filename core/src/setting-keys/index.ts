/** The settings that may be written, by whom and through which call (React-free: the server imports it). */
export * from './writable-settings';

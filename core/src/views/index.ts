/**
 * Saved grid views, React-free (the server imports this too): types, the saved-string parsers, the
 * name rule, capture and apply, the default layout and grouping. The React pieces are in
 * '@cockpit/core/views/ui'.
 */
export * from './view-types';
export * from './parse-saved';
export * from './part-schemas';
export * from './view-name';
export * from './view-filters';
export * from './default-layout';
export * from './capture-view';
export * from './apply-view';
export * from './grouping';
export * from './view-url';
export * from './initial-view';
export * from './view-rights';

// The shared core tables (members, sessions, live events, data keys). Each module keeps its own
// tables in modules/<domain>/schema.ts; drizzle.config.ts reads both.
export * from './members';
export * from './sessions';
export * from './member-events';
export * from './data-keys';

// Dependency states (decision 0077): database and Redis up or down, logged on change, metrics.
export { DatabaseWatch, DATABASE_PROBE_MS } from './database-watch';
export { watchRedis } from './redis-watch';
export { DependencyStates, type Dependency } from './states';

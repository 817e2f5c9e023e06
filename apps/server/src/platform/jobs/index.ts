export type {
  EnqueueOptions,
  JobDefinition,
  JobHandle,
  JobRun,
  JobRunner,
  JobSettled,
} from './runner';
export { JOB_TIME_ZONE } from './runner';
export { PgBossJobRunner, JOB_SCHEMA } from './pg-boss-runner';
export { defineSessionCleanup, SESSION_CLEANUP_JOB } from './session-cleanup';

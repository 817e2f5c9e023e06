/** A missing or invalid environment variable; main.ts prints the message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

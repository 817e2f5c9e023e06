import type { z } from 'zod';
import type { Bus, PublishOptions } from './bus';

/**
 * A bus channel with a message schema. Messages travel as JSON: `publish` checks the message
 * against the schema before sending (a malformed one rejects and is not sent), `subscribe`
 * parses and checks each message before the handler sees it (a malformed one is reported through
 * the bus's error logger and dropped). The bus adds the deployment's key prefix to `name`.
 */
export interface Channel<T> {
  readonly name: string;
  publish(bus: Bus, message: T, options?: PublishOptions): Promise<void>;
  /**
   * `handler` runs for every valid message from any instance (this one included). It must not
   * throw; asynchronous work catches its own errors. Resolves once subscribed; the returned
   * function unsubscribes.
   */
  subscribe(bus: Bus, handler: (message: T) => void): Promise<() => Promise<void>>;
}

export function defineChannel<S extends z.ZodType>(name: string, schema: S): Channel<z.output<S>> {
  return {
    name,
    publish: async (bus, message, options) => {
      await bus.publish(name, JSON.stringify(schema.parse(message)), options);
    },
    subscribe: (bus, handler) =>
      bus.subscribe(name, (text) => {
        handler(schema.parse(JSON.parse(text)));
      }),
  };
}

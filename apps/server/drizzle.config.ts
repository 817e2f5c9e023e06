import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The platform's shared core (members, sessions, live events) and each module's own tables.
  schema: ['./src/platform/db/schema/index.ts', './src/modules/*/schema.ts'],
  out: './drizzle',
  casing: 'snake_case',
});

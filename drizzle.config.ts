import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs server/src/db/schema against the committed migrations and writes
// the next SQL migration; the server applies pending ones on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/src/db/migrations',
});

import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every file of the folder: a feature's new table file needs no list (docs/decisions/088).
  schema: './src/server/db/schema/*.ts',
  out: './drizzle',
  casing: 'snake_case',
});

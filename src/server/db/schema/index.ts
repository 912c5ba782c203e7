export * from './auth.ts';
export * from './user-data.ts';

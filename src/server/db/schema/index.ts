export * from './auth.ts';
export * from './market-history.ts';

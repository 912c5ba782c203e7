export * from './auth.ts';
export * from './accounts.ts';
export * from './user-data.ts';
export * from './market-history.ts';
export * from './portfolio.ts';
export * from './portfolio-trash.ts';
export * from './alerts.ts';
export * from './user-events.ts';

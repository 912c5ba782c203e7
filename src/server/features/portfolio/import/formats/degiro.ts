import { degiroAccountFormat } from './degiro-account.ts';
import { degiroTransactionsFormat } from './degiro-transactions.ts';
import type { BrokerFormat } from './format.ts';

// DEGIRO's two CSV exports; their headers differ (the statement has no quantity column).
export const degiroFormats: BrokerFormat[] = [degiroTransactionsFormat, degiroAccountFormat];

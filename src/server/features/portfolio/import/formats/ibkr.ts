import type { BrokerFormat } from './format.ts';
import { ibkrFlexFormats } from './ibkr-flex.ts';
import { ibkrStatementFormats } from './ibkr-statement.ts';

// Interactive Brokers' exports: Flex Query sections and the sectioned reports.
export const ibkrFormats: BrokerFormat[] = [...ibkrFlexFormats, ...ibkrStatementFormats];

import type { Account } from '#shared/portfolio/portfolio-accounts.ts';

// Accounts as GET /api/portfolio/accounts answers them, for the portfolio's component tests.

export const BROKERAGE_ID = '11111111-1111-4111-8111-111111111111';
export const IRA_ID = '22222222-2222-4222-8222-222222222222';

export const account = (fields: Partial<Account> & Pick<Account, 'id' | 'name'>): Account => ({
  kind: 'brokerage',
  institution: null,
  currency: 'USD',
  archived: false,
  lotMethod: 'fifo',
  transactions: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

export const twoAccounts = {
  accounts: [
    account({ id: BROKERAGE_ID, name: 'Brokerage', transactions: 3 }),
    account({ id: IRA_ID, name: 'IRA', kind: 'ira', transactions: 0 }),
  ],
};

/** GET /api/portfolio/holdings's answer around `holdings`, in USD over every account. */
export const holdingsAnswer = <H>(holdings: H[], totals: Record<string, string> = {}) => {
  const marketValue = totals['marketValue'] ?? '0';
  return {
    method: 'fifo' as const,
    baseCurrency: 'USD',
    account: null,
    holdings,
    cash: [],
    totals: {
      marketValue,
      cash: '0',
      totalValue: marketValue,
      costBasis: '0',
      unrealizedGain: '0',
      priceGain: totals['unrealizedGain'] ?? '0',
      currencyGain: '0',
      realizedGain: '0',
      realizedCurrencyGain: '0',
      dividends: '0',
      taxWithheld: '0',
      interest: '0',
      accountFees: '0',
      dayChange: '0',
      ...totals,
    },
  };
};

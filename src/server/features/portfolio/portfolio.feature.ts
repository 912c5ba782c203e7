import type { Position } from '#shared/portfolio/portfolio.ts';
import { defineFeature } from '../../platform/feature.ts';
import { isCurrency } from '#shared/platform/currencies.ts';
import { shiftDate } from '../../market-data/target-calendar.ts';
import { createAccountsService } from './accounts.service.ts';
import type { CurrencyDeps } from './currency-scope.ts';
import type { RateSeries } from './maths/fx.ts';
import { createCorporateActionsService } from './corporate-actions.service.ts';
import { createDividendsBatchService } from './dividends-batch.service.ts';
import { createHoldingFactsService } from './holding-facts.service.ts';
import { createHoldingRemovalService } from './holding-removal.service.ts';
import { createHoldingsService } from './holdings.service.ts';
import { holdingsToolsRoutes } from './holdings-tools.routes.ts';
import { createExportRunner } from './import/export-runner.ts';
import { importRoutes } from './import/import.routes.ts';
import { createImportService } from './import/import.service.ts';
import { createLedgerService } from './ledger.service.ts';
import { createPerformanceService } from './performance.service.ts';
import { createPortfolioPool } from './portfolio-pool.ts';
import { portfolioRoutes } from './portfolio.routes.ts';
import { createPortfolioService } from './portfolio.service.ts';
import { createRealizedService } from './realized.service.ts';
import { incomeRoutes } from './income.routes.ts';
import { createIncomeService } from './income.service.ts';

declare module '../../live/user-data-deps.ts' {
  interface PublishedEvents {
    portfolio: 'portfolio-changed';
  }
}

declare module '../../platform/feature.ts' {
  interface FeatureServices {
    portfolio: {
      /** The user's positions, from the ledger. */
      list(userId: string): Promise<Position[]>;
    };
  }
}

/** The ledger, its positions and figures, imports and exports (docs/decisions/027, 073). */
export const portfolioFeature = defineFeature({
  name: 'portfolio',
  setUp(app, platform, features) {
    const { userData, marketData, marketAccess } = platform;
    const { db } = userData;
    const placing = {
      securityCurrency: (symbol: string, userId: string) =>
        marketData.securityCurrency(symbol, marketAccess.accessOfUser(userId)),
    };
    const ledger = createLedgerService(userData, placing);
    // Values in the user's base currency, at the stored daily rates (docs/decisions/083, 085).
    const currencies: CurrencyDeps = {
      baseCurrency: (userId) => features.preferences.baseCurrency(userId),
      rateSeries: async (wanted, base, from) => {
        const series = new Map<string, RateSeries>();
        if (!isCurrency(base)) return series;
        await Promise.all(
          wanted.filter(isCurrency).map(async (currency) => {
            const rates = await marketData.fx.rateSeries(currency, base, shiftDate(from, -10));
            if (rates.days.length > 0) {
              series.set(currency, { days: rates.days, closes: rates.rates });
            }
          }),
        );
        return series;
      },
    };
    const accounts = createAccountsService(userData, ledger.checkAll);
    // The portfolio's maths runs in worker threads (docs/decisions/027), positions too (073).
    const pool = createPortfolioPool({ databaseUrl: platform.database.url });
    app.addHook('onClose', () => pool.close());
    const portfolio = createPortfolioService(userData, ledger, pool);
    const imports = createImportService(userData);
    // Exports read and write the ledger in threads of their own (docs/decisions/073).
    const exports = createExportRunner({ databaseUrl: platform.database.url });
    app.addHook(
      'onClose',
      async () => void (await Promise.all([imports.close(), exports.close()])),
    );

    const holdings = createHoldingsService({
      db,
      pool,
      currencies,
      defaultMethod: (userId) => features.preferences.costBasisMethod(userId),
      // Only for symbols with no stored close; a market-data failure leaves them unpriced.
      livePrices: async (symbols, userId) => {
        const results = await marketData
          .quotes(symbols, marketAccess.accessOfUser(userId))
          .catch(() => []);
        return new Map(
          results.flatMap(({ symbol, quote }) =>
            quote ? [[symbol, { price: quote.price, previousClose: null }] as const] : [],
          ),
        );
      },
    });
    const performance = createPerformanceService({
      db,
      pool,
      currencies,
      // A symbol's daily sync runs when its history is first asked for (decision 023).
      ensureHistory: async (symbols, userId) => {
        const access = marketAccess.accessOfUser(userId);
        await Promise.all(
          symbols.map((symbol) =>
            marketData.corporateActions(symbol, access).catch(() => undefined),
          ),
        );
      },
    });
    const realized = createRealizedService({
      db,
      pool,
      currencies,
      defaultMethod: (userId) => features.preferences.costBasisMethod(userId),
    });
    // Stored provider history, synced with the user's upstream access (decision 031).
    const corporateActions = createCorporateActionsService({
      db,
      pool,
      reportedActions: (symbol, userId) =>
        marketData.corporateActions(symbol, marketAccess.accessOfUser(userId)),
      log: app.log,
    });

    // Dividends the market data knows, read with the user's upstream access (decision 092).
    const income = createIncomeService({
      db,
      pool,
      currencies,
      dividends: (symbol, userId) =>
        marketData.dividends(symbol, marketAccess.accessOfUser(userId)),
      log: app.log,
    });

    return {
      provides: { list: portfolio.list },
      routes: async (routes) => {
        await routes.register(
          portfolioRoutes({
            portfolio,
            accounts,
            ledger,
            holdings,
            performance,
            corporateActions,
            realized,
          }),
        );
        await routes.register(incomeRoutes({ income }));
        await routes.register(importRoutes({ imports, exports }));
        await routes.register(
          holdingsToolsRoutes({
            removal: createHoldingRemovalService(userData),
            dividends: createDividendsBatchService(userData, placing),
            facts: createHoldingFactsService({
              db,
              profile: (symbol, userId) =>
                marketData.profile(symbol, marketAccess.accessOfUser(userId)),
              listings: async () => (await marketData.symbols()).listings,
            }),
          }),
        );
      },
      exportPart: {
        sections: async (user) => ({ importMappings: await imports.mappings(user.id) }),
        // The ledger, streamed in the export pool's threads as the document's `transactions`.
        stream: (userId, document) => exports.json(userId, document),
      },
      ownsSymbol: (userId, symbol) => portfolio.holdsSymbol(userId, symbol),
    };
  },
});

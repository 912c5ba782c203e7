import type { Db } from '../../db/database.ts';
import type { Metrics } from '../../observability/metrics.ts';
import type { HistoryProvider, RateBudget } from '../provider.ts';
import type { HistoryDeps } from './history.ts';
import type { HistoryRepo } from './history.repo.ts';
import { databaseHistoryStore, memoryHistoryStore } from './provider-history.ts';
import { createSharedBudget } from './upstream-budget.ts';
import {
  createUpstreamPolicy,
  type UpstreamPolicy,
  type UpstreamTuning,
} from './upstream-policy.ts';

// The per-capability chain's wiring (docs/decisions/023, 024): one upstream policy per
// provider instance (its own limits, breaker and 429 pause, so one vendor's outage or quota
// never stops the other), its budget shared through PostgreSQL by every process on the same
// API key, and each history capability sent to the provider chosen for it.

export interface HistoryProviders {
  /** HISTORY_PROVIDER when it is not the primary provider. */
  dailyHistory?: HistoryProvider;
  /** INTRADAY_PROVIDER when it is not the primary provider. */
  intraday?: HistoryProvider;
}

export interface PolicyDeps {
  db: Db;
  tuning: Omit<UpstreamTuning, 'limits'>;
  now: () => number;
  metrics?: Pick<Metrics, 'upstreamCall' | 'setBreakerOpen'> | undefined;
}

/** The upstream policy of one provider; `limits` overrides its declared budget (tests). */
export function policyFor(
  provider: HistoryProvider,
  { db, tuning, now, metrics }: PolicyDeps,
  limits?: RateBudget,
): UpstreamPolicy {
  // An offline provider computes its data: its calls take no token.
  const budget = provider.limits === 'offline' ? 'offline' : (limits ?? provider.limits);
  const shared =
    budget !== 'offline' && provider.budgetKey
      ? createSharedBudget(db, provider.budgetKey, budget, now)
      : undefined;
  return createUpstreamPolicy(
    { ...tuning, limits: budget },
    now,
    metrics ? { provider: provider.name, metrics } : undefined,
    shared,
  );
}

/** Where each history capability goes; the primary's own policy is reused for what it serves. */
export function historySources(
  primary: { provider: HistoryProvider; upstream: UpstreamPolicy },
  chosen: HistoryProviders,
  repo: HistoryRepo,
  policy: PolicyDeps,
): Pick<HistoryDeps, 'daily' | 'intraday' | 'repo'> {
  const policies = new Map<HistoryProvider, UpstreamPolicy>([[primary.provider, primary.upstream]]);
  const sourceOf = (provider: HistoryProvider) => {
    let upstream = policies.get(provider);
    if (!upstream) {
      upstream = policyFor(provider, policy);
      policies.set(provider, upstream);
    }
    return { provider, upstream };
  };
  const daily = sourceOf(chosen.dailyHistory ?? primary.provider);
  const intraday = sourceOf(chosen.intraday ?? primary.provider);
  if (daily.provider.historyStorage === 'memory') {
    const memory = memoryHistoryStore(repo);
    return { daily: { ...daily, store: memory.store }, intraday, repo: memory.repo };
  }
  return {
    daily: { ...daily, store: databaseHistoryStore(repo, daily.provider.name) },
    intraday,
    repo,
  };
}

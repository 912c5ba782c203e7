import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.ts';

const sample = async (metrics: ReturnType<typeof createMetrics>, name: string) =>
  (await metrics.registry.getSingleMetric(name)?.get())?.values ?? [];

describe('createMetrics', () => {
  it('keeps a registry per instance, so two apps in one process never collide', async () => {
    const first = createMetrics();
    const second = createMetrics();
    first.streamsOpened();
    first.streamsOpened();
    second.streamsOpened();
    first.streamsClosed();
    expect((await sample(first, 'live_streams_open'))[0]?.value).toBe(1);
    expect((await sample(second, 'live_streams_open'))[0]?.value).toBe(1);
  });

  it('counts cache lookups, upstream calls and breaker state under their labels', async () => {
    const metrics = createMetrics({ processMetrics: false });
    metrics.cacheLookup('quote', 'hit');
    metrics.cacheLookup('quote', 'hit');
    metrics.cacheLookup('quote', 'stale');
    metrics.upstreamCall('finnhub', 'quote', 'error');
    metrics.setBreakerOpen('finnhub', true);
    const { body, contentType } = await metrics.scrape();
    expect(contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(body).toContain('market_data_cache_lookups_total{kind="quote",result="hit"} 2');
    expect(body).toContain('market_data_cache_lookups_total{kind="quote",result="stale"} 1');
    expect(body).toContain(
      'market_data_upstream_calls_total{provider="finnhub",endpoint="quote",outcome="error"} 1',
    );
    expect(body).toContain('market_data_breaker_open{provider="finnhub"} 1');
    metrics.setBreakerOpen('finnhub', false);
    expect((await metrics.scrape()).body).toContain(
      'market_data_breaker_open{provider="finnhub"} 0',
    );
    expect(body).not.toContain('process_cpu_seconds_total');
  });

  it('reads pool counts at scrape time and counts a pool observed twice once', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const pool = { totalCount: 4, idleCount: 3, waitingCount: 0 };
    metrics.observePool(pool);
    metrics.observePool(pool);
    pool.waitingCount = 2;
    const { body } = await metrics.scrape();
    expect(body).toContain('db_pool_clients 4');
    expect(body).toContain('db_pool_idle_clients 3');
    expect(body).toContain('db_pool_waiting_requests 2');
  });

  it('includes process metrics by default', async () => {
    expect((await createMetrics().scrape()).body).toContain('process_cpu_seconds_total');
  });
});

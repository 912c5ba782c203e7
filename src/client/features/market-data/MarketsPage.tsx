import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Card } from '../../components/ui/Card.tsx';
import { SECTOR_FUNDS } from '#shared/platform/symbols.ts';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useLiveQuotes } from '../../lib/live-stream-react.tsx';
import { marketNewsQuery, moversQuery, sectorsQuery } from './api.ts';
import { MarketProxiesCard } from './MarketProxiesCard.tsx';
import { NewsList } from './NewsList.tsx';
import { MoversCard } from './MoversCard.tsx';
import { SectorDetail, type SectorShown } from './SectorDetail.tsx';
import { SectorTile } from './SectorTile.tsx';

/** 'View all news' of a provider without a news page of its own shows this many here. */
const ALL_NEWS_SHOWN = 20;

export function MarketsPage() {
  const sectors = useQuery(sectorsQuery());
  const movers = useQuery(moversQuery());
  const [selectedSymbol, setSelectedSymbol] = useState<string>(SECTOR_FUNDS[0].symbol);
  const list = sectors.data?.sectors ?? [];
  // While the sectors load, the funds (known without the API) stand in: the card keeps its place.
  const choices: readonly SectorShown[] = sectors.isPending ? SECTOR_FUNDS : list;
  const selected = choices.find((sector) => sector.symbol === selectedSymbol) ?? choices[0];
  const moverSymbols = movers.data
    ? [...movers.data.gainers, ...movers.data.losers].map((mover) => mover.symbol)
    : [];
  useLiveQuotes([...list.map((sector) => sector.symbol), ...moverSymbols]);
  const news = useQuery(marketNewsQuery(ALL_NEWS_SHOWN));
  // 'View all news' (/markets#news): the browser found no #news before the news had come.
  const newsShown = news.isSuccess;
  useEffect(() => {
    if (newsShown && window.location.hash === '#news') {
      document.getElementById('news')?.scrollIntoView();
    }
  }, [newsShown]);

  return (
    <>
      <PageHeader title="Markets" />
      <section aria-labelledby="sectors-heading" className="mb-6">
        <h2 id="sectors-heading" className="mb-3 text-base font-semibold">
          Sectors
        </h2>
        {sectors.isPending ? (
          <div
            aria-busy="true"
            aria-label="Loading sectors"
            className="grid grid-cols-2 gap-3 md:grid-cols-4"
          >
            {SECTOR_FUNDS.map((fund) => (
              <Skeleton key={fund.symbol} className="h-24" />
            ))}
          </div>
        ) : sectors.isError ? (
          <ErrorState message="Failed to load stock data" onRetry={() => void sectors.refetch()} />
        ) : (
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {list.map((sector) => (
              <SectorTile
                key={sector.symbol}
                sector={sector}
                selected={sector.symbol === selected?.symbol}
                onSelect={() => setSelectedSymbol(sector.symbol)}
              />
            ))}
          </div>
        )}
      </section>
      <div className="grid gap-4 lg:grid-cols-3 lg:gap-6">
        <div className="lg:col-span-2">{selected && <SectorDetail sector={selected} />}</div>
        <div className="space-y-4 lg:space-y-6">
          <MoversCard title="Top Gainers" movers={movers} side="gainers" />
          <MoversCard title="Top Losers" movers={movers} side="losers" />
        </div>
      </div>
      <div className="mt-4 grid gap-4 lg:mt-6 lg:grid-cols-3 lg:gap-6">
        <MarketProxiesCard />
        <Card id="news" title="Market News" className="scroll-mt-20 lg:col-span-2">
          <NewsList news={news} failedMessage="Failed to load market news" shown={ALL_NEWS_SHOWN} />
        </Card>
      </div>
    </>
  );
}

import { Link } from 'react-router';
import { formatUsd } from '../../../shared/format.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { PriceChange } from '../../components/ui/PriceChange.tsx';
import type { SampleMover } from './sample-movers.ts';

export function SampleMoversCard({ title, movers }: { title: string; movers: SampleMover[] }) {
  return (
    <Card
      title={title}
      action={<Badge title="Fixed examples, not live market data (SPEC §2)">Sample data</Badge>}
    >
      <ul>
        {movers.map((mover) => (
          <li key={mover.symbol}>
            <Link
              to={`/stock/${mover.symbol}`}
              className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60"
            >
              <span className="min-w-0">
                <span className="block font-medium">{mover.symbol}</span>
                <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                  {mover.name}
                </span>
              </span>
              <span className="flex flex-col items-end text-sm">
                <span className="tabular-nums">{formatUsd(mover.price)}</span>
                <PriceChange percent={mover.changePercent} className="text-xs" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

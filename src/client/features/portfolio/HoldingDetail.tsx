import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import { orDash } from './holding-display.ts';
import { moneyText, priceText } from './money-display.ts';

/**
 * What opens under a holding's row or card: the accounts that hold it (shares, value in the
 * base currency) and its lots (cost per share in the security's currency), each lot's account
 * named. `names`: account id → name, from the accounts query.
 */
export function HoldingDetail({
  holding,
  baseCurrency,
  names,
}: {
  holding: Holding;
  baseCurrency: string;
  names: ReadonlyMap<string, string>;
}) {
  const nameOf = (id: string) => names.get(id) ?? 'Account';
  return (
    <div className="space-y-2 text-xs">
      {holding.accounts.length > 0 && (
        <ul aria-label={`${holding.symbol} accounts`} className="space-y-1">
          {holding.accounts.map((part) => (
            <li key={part.accountId} className="flex flex-wrap gap-x-2 tabular-nums">
              <span className="font-medium">{nameOf(part.accountId)}</span>
              <span>{part.quantity} shares</span>
              <span>{orDash(part.marketValue, (value) => moneyText(value, baseCurrency))}</span>
            </li>
          ))}
        </ul>
      )}
      <ul aria-label={`${holding.symbol} lots`} className="space-y-1">
        {holding.lots.map((lot, index) => (
          <li key={`${lot.accountId}-${lot.date}-${index}`} className="tabular-nums">
            {lot.date}: {lot.quantity} shares at {priceText(lot.price, holding.currency)}
            <span className="text-slate-600 dark:text-slate-400"> · {nameOf(lot.accountId)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

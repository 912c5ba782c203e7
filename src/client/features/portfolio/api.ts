import { portfolioKey } from './keys.ts';

// The signed-in user's portfolio queries all sit under portfolioKey: writes refetch them; the
// live stream's user events refetch them when another tab or device changes the portfolio
// (src/client/app/user-events.ts). The dashboard and /portfolio read the ledger's holdings
// (ledger-api.ts).

export { portfolioKey };

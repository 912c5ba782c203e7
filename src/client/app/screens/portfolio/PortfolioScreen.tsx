import { CreateAlertButton } from '#client/features/alerts/CreateAlertButton.tsx';
import { PortfolioPage } from '#client/features/portfolio/PortfolioPage.tsx';

/** /portfolio: the portfolio, each holding with a button to create a price alert. */
export function PortfolioScreen() {
  return (
    <PortfolioPage
      holdingAction={(holding) => <CreateAlertButton symbol={holding.symbol} compact />}
    />
  );
}

/**
 * SPEC §2: the Markets screen's Top Gainers and Top Losers are fixed sample data, five each.
 * They are labelled as sample data on screen; real movers are on the dashboard.
 */
export interface SampleMover {
  symbol: string;
  name: string;
  price: number;
  changePercent: number;
}

export const SAMPLE_GAINERS: SampleMover[] = [
  { symbol: 'NVDA', name: 'NVIDIA Corporation', price: 875.28, changePercent: 4.12 },
  { symbol: 'AMD', name: 'Advanced Micro Devices, Inc.', price: 178.65, changePercent: 3.45 },
  { symbol: 'TSLA', name: 'Tesla, Inc.', price: 193.57, changePercent: 2.87 },
  { symbol: 'META', name: 'Meta Platforms, Inc.', price: 502.3, changePercent: 2.14 },
  { symbol: 'AMZN', name: 'Amazon.com, Inc.', price: 178.22, changePercent: 1.76 },
];

export const SAMPLE_LOSERS: SampleMover[] = [
  { symbol: 'INTC', name: 'Intel Corporation', price: 42.15, changePercent: -3.28 },
  { symbol: 'PFE', name: 'Pfizer Inc.', price: 27.84, changePercent: -2.61 },
  { symbol: 'BA', name: 'The Boeing Company', price: 183.4, changePercent: -2.05 },
  { symbol: 'DIS', name: 'The Walt Disney Company', price: 111.92, changePercent: -1.48 },
  { symbol: 'NKE', name: 'NIKE, Inc.', price: 93.67, changePercent: -1.12 },
];

// The money-weighted return: the annual rate r at which the cash flows' present values sum to
// zero, Σ amount_k / (1 + r)^((day_k − day_0) / 365) = 0 (Excel's XIRR). Newton's method from
// 10 %, and if it wanders off, bisection inside a bracket where the sum changes sign. When no
// rate in (−100 %, 10⁶ %) makes the sum zero, the answer is null: there is no such return.

export interface CashFlow {
  day: number;
  /** Investor's view: money paid in is negative, money taken out positive. */
  amount: number;
}

const TOLERANCE = 1e-10;

function presentValue(flows: readonly CashFlow[], rate: number, day0: number) {
  let value = 0;
  let slope = 0;
  for (const flow of flows) {
    const years = (flow.day - day0) / 365;
    const discount = Math.pow(1 + rate, -years);
    value += flow.amount * discount;
    slope -= (years * flow.amount * discount) / (1 + rate);
  }
  return { value, slope };
}

function newton(flows: readonly CashFlow[], day0: number, scale: number): number | null {
  let rate = 0.1;
  for (let step = 0; step < 100; step++) {
    const { value, slope } = presentValue(flows, rate, day0);
    if (Math.abs(value) < TOLERANCE * scale) return rate;
    if (slope === 0 || !Number.isFinite(slope)) return null;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - rate) < TOLERANCE) return next;
    rate = next;
  }
  return null;
}

const BRACKET_POINTS = [-0.9999, -0.99, -0.9, -0.5, -0.2, 0, 0.2, 0.5, 1, 2, 5, 10, 100, 1e4];

function bisection(flows: readonly CashFlow[], day0: number, scale: number): number | null {
  for (let i = 1; i < BRACKET_POINTS.length; i++) {
    let low = BRACKET_POINTS[i - 1] ?? 0;
    let high = BRACKET_POINTS[i] ?? 0;
    let lowValue = presentValue(flows, low, day0).value;
    const highValue = presentValue(flows, high, day0).value;
    if (!Number.isFinite(lowValue) || !Number.isFinite(highValue)) continue;
    if (Math.sign(lowValue) === Math.sign(highValue)) continue;
    for (let step = 0; step < 300; step++) {
      const middle = (low + high) / 2;
      const value = presentValue(flows, middle, day0).value;
      if (Math.abs(value) < TOLERANCE * scale || high - low < TOLERANCE) return middle;
      if (Math.sign(value) === Math.sign(lowValue)) {
        low = middle;
        lowValue = value;
      } else high = middle;
    }
    return (low + high) / 2;
  }
  return null;
}

/** The annual money-weighted return, or null when the flows have none (e.g. all one sign). */
export function xirr(flows: readonly CashFlow[]): number | null {
  const nonZero = flows.filter((flow) => flow.amount !== 0);
  if (!nonZero.some((f) => f.amount > 0) || !nonZero.some((f) => f.amount < 0)) return null;
  const day0 = Math.min(...nonZero.map((flow) => flow.day));
  if (nonZero.every((flow) => flow.day === day0)) return null;
  const scale = Math.max(1, ...nonZero.map((flow) => Math.abs(flow.amount)));
  return newton(nonZero, day0, scale) ?? bisection(nonZero, day0, scale);
}

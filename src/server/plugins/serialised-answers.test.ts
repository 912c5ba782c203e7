import { describe, expect, it } from 'vitest';
import { createSerialisedAnswers, sameAnswer } from './serialised-answers.ts';

// The memo behind `serialiseOnce` routes (docs/decisions/037): one serialisation per distinct
// answer, and never an old JSON for a changed answer.

/** What a route's URL was parsed into, kept with its JSON. */
const INPUT = { query: { symbols: ['AAPL'] } };

function counting(limits = { urls: 2, chars: 1_000 }) {
  let calls = 0;
  const answers = createSerialisedAnswers((answer) => {
    calls++;
    return JSON.stringify(answer);
  }, limits);
  return { answers, calls: () => calls };
}

describe('answers serialised once', () => {
  it('serialises an answer built anew from the same cached objects only once', () => {
    const { answers, calls } = counting();
    const quote = { symbol: 'AAPL', price: 229.5 };
    const answer = () => ({ results: [{ symbol: 'AAPL', quote, freshness: { stale: false } }] });
    const first = answers.json('/q?symbols=AAPL', answer(), INPUT);
    expect(answers.json('/q?symbols=AAPL', answer(), INPUT)).toBe(first);
    expect(calls()).toBe(1);
    expect(first).toBe(JSON.stringify(answer()));
  });

  it('serialises again when a value changed, and sends the new JSON', () => {
    const { answers, calls } = counting();
    answers.json('/q', { quote: { price: 1 }, freshness: { stale: false } }, INPUT);
    const replaced = answers.json(
      '/q',
      { quote: { price: 2 }, freshness: { stale: false } },
      INPUT,
    );
    expect(replaced).toBe('{"quote":{"price":2},"freshness":{"stale":false}}');
    const staled = answers.json('/q', { quote: { price: 2 }, freshness: { stale: true } }, INPUT);
    expect(staled).toBe('{"quote":{"price":2},"freshness":{"stale":true}}');
    expect(calls()).toBe(3);
  });

  it('keeps a JSON per URL, forgetting the least recently asked beyond its limit', () => {
    const { answers, calls } = counting();
    for (const url of ['/a', '/b', '/a', '/c', '/a', '/b']) answers.json(url, { url }, INPUT);
    // '/a' stayed; '/b' was forgotten when '/c' came, so it was serialised twice.
    expect(calls()).toBe(4);
  });

  it('keeps the input with the JSON, for that exact URL only, without counting it as a use', () => {
    const { answers, calls } = counting();
    expect(answers.inputOf('/a')).toBeUndefined();
    answers.json('/a', { url: 'a' }, { query: 'a' });
    answers.json('/b', { url: 'b' }, { query: 'b' });
    expect(answers.inputOf('/a')).toEqual({ query: 'a' });
    expect(answers.inputOf('/a?')).toBeUndefined();
    // '/a' was looked at, not used: '/c' pushes it out as the least recently used.
    answers.json('/c', { url: 'c' }, { query: 'c' });
    expect(answers.inputOf('/a')).toBeUndefined();
    expect(answers.inputOf('/b')).toEqual({ query: 'b' });
    expect(calls()).toBe(3);
  });

  it('keeps no JSON bigger than its limit in characters, and still answers with it', () => {
    const { answers, calls } = counting({ urls: 2, chars: 10 });
    const big = { text: 'more than ten characters' };
    expect(answers.json('/big', big, INPUT)).toBe(JSON.stringify(big));
    answers.json('/big', big, INPUT);
    expect(calls()).toBe(2);
  });
});

describe('sameAnswer', () => {
  it('compares plain objects and arrays by their keys, in order, and values', () => {
    expect(sameAnswer({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] })).toBe(true);
    expect(sameAnswer({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameAnswer({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameAnswer([1, 2], [1, 2, 3])).toBe(false);
    expect(sameAnswer({ a: null }, { a: 0 })).toBe(false);
    expect(sameAnswer([], {})).toBe(false);
  });

  it('counts other objects (a Date) as the same only when they are the same object', () => {
    const date = new Date(0);
    expect(sameAnswer({ at: date }, { at: date })).toBe(true);
    expect(sameAnswer({ at: new Date(0) }, { at: new Date(1) })).toBe(false);
  });
});

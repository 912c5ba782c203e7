import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';

describe('lazySchema', () => {
  it('builds nothing until the schema is used, then builds it once', () => {
    const build = vi.fn(() => z.object({ price: z.number() }));
    const quote = lazySchema(build);
    // Composing it into a bigger schema does not build it either: zod reads a field's schema
    // only when it parses that field.
    const answer = z.object({ quote: z.nullable(quote) });
    expect(build).not.toHaveBeenCalled();

    expect(answer.parse({ quote: { price: 1.5 } })).toEqual({ quote: { price: 1.5 } });
    expect(quote.parse({ price: 2 })).toEqual({ price: 2 });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('refuses what the built schema refuses, with the same issues', () => {
    const eager = z.object({ symbol: z.string().check(z.regex(/^[A-Z]+$/, 'Invalid symbol')) });
    const lazy = lazySchema(() =>
      z.object({ symbol: z.string().check(z.regex(/^[A-Z]+$/, 'Invalid symbol')) }),
    );
    const lazyResult = lazy.safeParse({ symbol: 'aapl' });
    expect(lazyResult.success).toBe(false);
    expect(lazyResult.error?.issues).toEqual(eager.safeParse({ symbol: 'aapl' }).error?.issues);
  });

  it('stands in for the schema in the places zod looks at its type', () => {
    const signedOut = lazySchema(() => z.object({ type: z.literal('signed-out') }));
    const quote = lazySchema(() => z.object({ type: z.literal('quote'), price: z.number() }));
    // A discriminated union reads its options' literal values to choose one.
    const message = z.discriminatedUnion('type', [signedOut, quote]);
    expect(message.parse({ type: 'quote', price: 3 })).toEqual({ type: 'quote', price: 3 });
    expect(message.safeParse({ type: 'other' }).success).toBe(false);

    expect(quote instanceof z.ZodMiniObject).toBe(true);
    expect('_zod' in quote).toBe(true);
    expect(Object.getPrototypeOf(quote)).toBe(Object.getPrototypeOf(z.object({})));
    // What makes an object of it (its shape) and a partial of that.
    const patch = z.partial(z.strictObject(quote.shape));
    expect(patch.parse({ price: 4 })).toEqual({ price: 4 });
    expect(patch.safeParse({ volume: 4 }).success).toBe(false);
  });

  it('describes its properties as the built schema does, without breaking the proxy rules', () => {
    const schema = lazySchema(() => z.string());
    expect(Reflect.ownKeys(schema)).toContain('_zod');
    expect(Object.getOwnPropertyDescriptor(schema, '_zod')?.value).toBe(schema._zod);
  });
});

import fc from 'fast-check';
import { hostileJson, hostileText, percentEncode, urlPiece } from './hostile-values.ts';
import { paramsOf, VALID_EXAMPLES, type FuzzRoute } from './route-inventory.ts';

/** One request as sent: everything already encoded, ready for app.inject. */
export interface HostileRequest {
  method: FuzzRoute['method'];
  url: string;
  payload?: string;
  contentType?: string;
  origin: 'ours' | 'none' | 'foreign';
  /** A made-up session cookie value (anonymous requests only). */
  forgedSession?: string;
}

const OMIT = Symbol('omit');
type Field = readonly [name: string, value: unknown];

const example = (name: string): fc.Arbitrary<unknown> =>
  VALID_EXAMPLES[name] ?? fc.constant(`no-example-for-${name}`);
const exampleText = (name: string) => example(name).map((value) => String(value));

/**
 * One fixed valid value per field for the one-field-off sweep, seeded by the route: the sign-up
 * sweep's e-mail is not the sign-in sweep's, so no sweep signs in to another's new account.
 */
function fixedExample(route: FuzzRoute, name: string): unknown {
  const seed = [...`${route.method} ${route.path}`].reduce(
    (h, c) => (h * 31 + c.charCodeAt(0)) | 0,
    7,
  );
  return fc.sample(example(name), { numRuns: 1, seed })[0];
}

/** Values that each broke, or could break, something when the rest of the request was valid. */
const KILLERS: readonly unknown[] = [
  'A\u0000',
  '\u0000',
  '\ud800',
  'A\udc00',
  '\u202eLPAA',
  'A\u200b',
  'x'.repeat(10_000),
  -1,
  1e308,
  null,
  [],
  { a: 1 },
];

function encodeBody(fields: readonly Field[], extra?: Field): string {
  const body: Record<string, unknown> = {};
  for (const [name, value] of fields) if (value !== OMIT) body[name] = value;
  // defineProperty: '__proto__' must become an own key, as JSON.parse makes it.
  if (extra) Object.defineProperty(body, extra[0], { value: extra[1], enumerable: true });
  return JSON.stringify(body);
}

function buildUrl(route: FuzzRoute, params: Record<string, string>, query: readonly Field[]) {
  // An empty segment would name another route; '%20' keeps this one.
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] || '%20');
  const pairs = query.filter(([, value]) => value !== OMIT);
  return pairs.length ? `${path}?${pairs.map(([k, v]) => `${k}=${String(v)}`).join('&')}` : path;
}

/**
 * Valid requests with one field each replaced by each killer value: the cases a random search
 * reaches too rarely (a NUL in the one text field of an otherwise valid body). Run first.
 */
export function oneFieldOffRequests(route: FuzzRoute): HostileRequest[] {
  const params = Object.fromEntries(
    paramsOf(route.path).map((name) => [name, percentEncode(String(fixedExample(route, name)))]),
  );
  const query: Field[] = route.query.map((name) => [
    name,
    percentEncode(String(fixedExample(route, name))),
  ]);
  const body: Field[] = (route.body ?? []).map((name) => [name, fixedExample(route, name)]);
  const valid = {
    method: route.method,
    origin: 'ours' as const,
    ...(route.body ? { payload: encodeBody(body), contentType: 'application/json' } : {}),
  };
  const requests: HostileRequest[] = [];
  const textKillers = KILLERS.filter((value): value is string => typeof value === 'string');
  for (const name of Object.keys(params)) {
    for (const killer of [...textKillers.map(percentEncode), '%00', '%2e%2e', '..']) {
      requests.push({ ...valid, url: buildUrl(route, { ...params, [name]: killer }, query) });
    }
  }
  query.forEach(([name], index) => {
    for (const killer of textKillers) {
      const changed = query.map((pair, i): Field =>
        i === index ? [name, percentEncode(killer)] : pair,
      );
      requests.push({ ...valid, url: buildUrl(route, params, changed) });
    }
  });
  body.forEach(([name], index) => {
    for (const killer of [...KILLERS, OMIT]) {
      const changed = body.map((pair, i): Field => (i === index ? [name, killer] : pair));
      requests.push({
        ...valid,
        url: buildUrl(route, params, query),
        payload: encodeBody(changed),
      });
    }
  });
  return requests;
}

/** A valid value, with (often) a nasty character spliced into it, or another value altogether. */
const mutated = (name: string): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: example(name) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(exampleText(name), hostileText, fc.boolean())
        .map(([value, nasty, before]) => (before ? nasty + value : value + nasty)),
    },
    { weight: 2, arbitrary: hostileJson },
    { weight: 1, arbitrary: fc.constant(OMIT) },
  );

const MALFORMED_BODIES = [
  '{',
  '{"a":',
  'null',
  '"\\u0000"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '\u0000',
  'x'.repeat(70 * 1024),
  `{"a":"${'\\ud800'.repeat(100)}"}`,
] as const;

function payloadOf(route: FuzzRoute): fc.Arbitrary<string | undefined> {
  if (route.method === 'GET') return fc.constant(undefined);
  const fields = route.body ?? [];
  const objectBody = fc
    .tuple(
      fc.tuple(...fields.map((name) => mutated(name).map((value): Field => [name, value]))),
      fc.option(fc.tuple(hostileText, hostileJson), { freq: 4 }),
    )
    .map(([pairs, extra]) => encodeBody(pairs, extra ?? undefined));
  return fc.oneof(
    { weight: route.body ? 8 : 1, arbitrary: objectBody },
    { weight: 1, arbitrary: hostileJson.map((body) => JSON.stringify(body) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
    { weight: route.body ? 1 : 6, arbitrary: fc.constant(undefined) },
  );
}

function queryOf(route: FuzzRoute): fc.Arbitrary<Field[]> {
  const known = route.query.map((name) =>
    fc.oneof(
      { weight: 3, arbitrary: urlPiece(exampleText(name)).map((v): Field[] => [[name, v]]) },
      // The same key twice makes an array where a string is expected.
      {
        weight: 1,
        arbitrary: fc
          .tuple(urlPiece(exampleText(name)), urlPiece(exampleText(name)))
          .map(([a, b]): Field[] => [
            [name, a],
            [name, b],
          ]),
      },
      { weight: 1, arbitrary: fc.constant<Field[]>([]) },
    ),
  );
  const extra = fc.array(
    fc.tuple(hostileText.map(percentEncode), urlPiece(fc.constant('1'))).map((pair): Field => pair),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...known), extra).map(([pairs, more]) => [...pairs.flat(), ...more]);
}

function paramsArbitrary(route: FuzzRoute): fc.Arbitrary<Record<string, string>> {
  const names = paramsOf(route.path);
  return fc
    .tuple(...names.map((name) => urlPiece(exampleText(name))))
    .map((values) => Object.fromEntries(names.map((name, i) => [name, values[i] ?? ''])));
}

/** Requests to `route` a stranger might send, from well-formed to thoroughly hostile. */
export function hostileRequest(route: FuzzRoute): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      params: paramsArbitrary(route),
      query: queryOf(route),
      payload: payloadOf(route),
      contentType: fc.oneof(
        { weight: 8, arbitrary: fc.constant('application/json') },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-16',
          ),
        },
      ),
      origin: fc.oneof(
        { weight: 6, arbitrary: fc.constant('ours' as const) },
        { weight: 1, arbitrary: fc.constantFrom('none' as const, 'foreign' as const) },
      ),
      forgedSession: fc.option(hostileText.map(percentEncode), { freq: 3 }),
    })
    .map(({ params, query, payload, contentType, origin, forgedSession }) => ({
      method: route.method,
      url: buildUrl(route, params, query),
      ...(payload !== undefined ? { payload, contentType } : {}),
      origin,
      ...(forgedSession !== null ? { forgedSession } : {}),
    }));
}

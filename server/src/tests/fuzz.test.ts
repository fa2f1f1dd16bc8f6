import { describe, expect, it } from 'vitest';
import { allCalls as calls } from '../../../contract/all-calls';
import { freshAppPerTest } from '../testing/helper';

const t = freshAppPerTest();

const FIELDS = [
  'page',
  'amount',
  'type',
  'id',
  'bank',
  'bank_no',
  'name',
  'password',
  'deposit_no',
  'platname',
  'date',
  'sourcetype',
];
const HOSTILE: unknown[] = [
  null,
  true,
  [],
  {},
  -1,
  1.5,
  '',
  'x'.repeat(20_000),
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '\u0000\u0001\ud800\uffff',
  '٩(◕‿◕)۶ 𠜎𠜱 \u202e',
  [1, [2, [3]]],
  { $gt: '' },
];

/** At least 50 malformed bodies: broken JSON, non-objects, wrong types, huge strings, pollution keys, extras. */
function malformedBodies(): { label: string; body: string; type?: string }[] {
  const raw = [
    'not json',
    '{',
    '{"a":',
    '}{',
    '[]',
    '[1,2,3]',
    '[{}]',
    'null',
    'true',
    '0',
    '-1e999',
    '"string"',
    '{"page": 1e999}',
    '{"amount": 1e999}',
    '{"amount": -1e999, "bank": 1, "password": 1}',
    '{"__proto__": {"admin": true, "member": false}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    '{"prototype": {"x": 1}}',
    '{"toString": "x", "valueOf": 1, "hasOwnProperty": null}',
    '{"page": 1, "page": "again"}',
    `{"deep": ${'['.repeat(3000)}${']'.repeat(3000)}}`,
    `{"name": "${'界'.repeat(15_000)}"}`,
    '\ufeff{"page": 1}',
    '{"page": "1", "extra": "field"}',
    '{"\u0000": "\u0000"}',
    '{"amount": "0x10", "sourcetype": "userbalance", "targettype": "ag"}',
    '{"amount": "1e3", "sourcetype": "userbalance", "targettype": "ag"}',
    '{"amount": "   ", "sourcetype": "userbalance", "targettype": "ag"}',
    '{"date": 99, "page": 0, "type": -5}',
    '{"transferstatus": "yes"}',
    '{"type": "bank\\u0000"}',
    '{"deposit_no": {"$ne": null}}',
    '{"id": "1 OR 1=1"}',
    '{"paytype": "bank", "amount": "100", "bank": ["a"]}',
    '{"activityid": 1.5}',
    '{"plat_name": null}',
  ].map((body, i) => ({ label: `raw ${i}`, body }));
  const typed = FIELDS.flatMap((field, i) =>
    [HOSTILE[i % HOSTILE.length], HOSTILE[(i + 5) % HOSTILE.length]].map((value, j) => ({
      label: `${field}=${JSON.stringify(value).slice(0, 20)} (${j})`,
      body: JSON.stringify({ [field]: value }),
    })),
  );
  const forms = [
    { label: 'form urlencoded', body: 'page=abc&__proto__[x]=1', type: 'application/x-www-form-urlencoded' },
    { label: 'text/plain', body: 'hello', type: 'text/plain' },
    {
      label: 'multipart junk',
      body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\njunk\r\n--x--',
      type: 'multipart/form-data; boundary=x',
    },
    { label: 'multipart no boundary', body: 'junk', type: 'multipart/form-data' },
    { label: 'too large', body: JSON.stringify({ page: 1, pad: 'x'.repeat(200_000) }) },
  ];
  return [...raw, ...typed, ...forms];
}

const QUERIES = [
  'page=abc',
  '__proto__=1',
  'constructor[prototype][x]=1',
  'category=' + 'x'.repeat(5000),
  'a=%00%ff',
  'category=%E0%A4%A',
  'category=1&category=2',
];

const bodies = malformedBodies();
/** GET calls take their input from the query string: the same junk, as query parameters. */
const queries = [
  ...QUERIES,
  ...bodies.map(({ body }, i) => `${FIELDS[i % FIELDS.length]}=${encodeURIComponent(body.slice(0, 4000))}`),
];
const routes = [...Object.entries(calls), ['loginPc', { method: 'POST', path: 'login_pc' }] as const];

describe('fuzz: malformed input at every route of contract/all-calls.ts', () => {
  it('has at least 50 malformed bodies and query strings', () => {
    expect(bodies.length).toBeGreaterThanOrEqual(50);
    expect(queries.length).toBeGreaterThanOrEqual(50);
  });

  it.each(routes)(
    '%s never answers 5xx and always answers the {code, message} envelope',
    async (_name, call) => {
      // A fresh session per route: a fuzz body must not be able to end the session for the next route.
      const token = await t.login();
      const path = '/api/' + call.path.replace(':platname', 'ag');
      const check = async (response: Response, label: string) => {
        expect(response.status, label).toBeLessThan(500);
        const text = await response.text();
        let body: { code?: unknown; message?: unknown };
        try {
          body = JSON.parse(text);
        } catch {
          throw new Error(`${label}: answer is not JSON: ${text.slice(0, 100)}`);
        }
        expect(typeof body.code, label).toBe('number');
        expect(typeof body.message, label).toBe('string');
        expect(text, label).not.toMatch(/SQLITE|at .*\.ts:\d+|stack/i);
      };
      if (call.method === 'GET') {
        for (const query of queries) {
          await check(
            await t.request(`${path}?${query}`, { headers: { authorization: `Bearer ${token}` } }),
            query.slice(0, 40),
          );
        }
        return;
      }
      for (const { label, body, type } of bodies) {
        const response = await t.request(path, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': type ?? 'application/json;charset=UTF-8',
          },
          body,
        });
        await check(response, label);
      }
      // Prototype pollution never reached a shared prototype.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    },
  );
});

import fc from 'fast-check';

// What an attacker (or a broken client) sends instead of a well-formed value.

const HOSTILE_STRINGS = [
  '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '%00', '', ' ', '\t\n', '__proto__', 'constructor', 'prototype', 'toString',
  'hasOwnProperty', 'null', 'undefined', 'NaN', 'Infinity', '-0', '1e309', '0x10', '١٢٣', "'; drop table accounts; --",
  '<script>alert(1)</script>', 'javascript:alert(1)', '../../etc/passwd', '\u202e\u200b\ufeff', '😀'.repeat(50),
  'x'.repeat(10_000), '9'.repeat(400),
];
const HOSTILE_NUMBERS = [2_147_483_648, -2_147_483_649, 9_007_199_254_740_993, 1e300, -1e300, -1, 0, 1.5, -0, Number.MAX_SAFE_INTEGER];
const HOSTILE_SHAPES: unknown[] = [true, false, null, [], {}, [1, 2], { a: 1 }, [[[[]]]], { __proto__: null }];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_SHAPES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

/** A value as URL text (lone surrogates cannot be percent-encoded, so they become U+FFFD). */
export const urlText = (v: unknown) => encodeURIComponent(String(v).replace(/[\ud800-\udfff]/g, '\ufffd'));

/** Hostile text for a query value or path segment, already in the URL (some deliberately mis-encoded). */
export const hostileUrlText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS).map(urlText),
  fc.constantFrom('%E0%A4%A', '%FF', '%', '%%', '%C0%80', '%ED%A0%80', '%00', 'a%2F..%2F..', '..', '%2e%2e', '-1', '2147483648', '1e3', '0x1F', '+1', ' 1'.replace(' ', '%20')),
  fc.constantFrom('a'.repeat(8000), '9'.repeat(120), 'x'.repeat(20_000)),
  fc.string({ unit: 'binary', maxLength: 30 }).map(urlText),
);

export const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'a\u0000', 'k'.repeat(5000), '', 'toString', '$where', '\ud800');

/** Whole bodies that are not what the route expects, as raw text or bytes. */
export const hostileBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    '', '{', '{"a":', 'null', '[]', '"x"', '0', 'true', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}',
    '{"a":1e309}', '{"a":"\\u0000"}', '{"a":"\\ud800"}', '{"a":1,"a":2}', '{"id":9007199254740993}', '['.repeat(5000) + ']'.repeat(5000),
    `{"a":"${'x'.repeat(70_000)}"}`, 'uid=%00&code=1', '\ufeff{}',
  ),
  fc.constant(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])), // {"a":"<invalid UTF-8>"}
  fc.string({ unit: 'binary', maxLength: 200 }),
);

export const hostileContentType = fc.constantFrom(
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1',
  'application/xml', 'application/json, text/plain', '', 'application/vnd.api+json', '*/*',
);

export const acceptLanguage = fc.constantFrom(
  'zh-CN', 'zh-HK', 'en', 'ja', 'en-US,en;q=0.9', 'ja-JP', 'zh-TW', 'fr', '', 'ja;q=abc, en;q=0.1', '*', 'x'.repeat(3000), 'zh-Hant-TW', ',,,;;;',
);

export const editionHeader = fc.constantFrom('cn', 'hk', 'global', 'jp', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'CN', 'x'.repeat(500));

export const authorizationJunk = fc.constantFrom('Bearer', 'Bearer ', 'Bearer x', `Bearer ${'x'.repeat(5000)}`, 'Operator', 'Operator wrong', 'Basic YTpi', 'bearer abc', 'Operator  dev');

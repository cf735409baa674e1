import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

// IP → country from a database bundled as an npm package (decision 0054): no network look-up at run time; an
// `npm update` of @ip-location-db/geo-whois-asn-country-mmdb brings new data. The data is country-level (RIR
// delegations, WHOIS and geofeeds; CC0, with NRO statistics under CC BY 4.0: attribution in README.md).

/** The answer's `code` for an address the data does not place: private, loopback, reserved, or simply unknown. */
export const UNKNOWN_COUNTRY = 'ZZ';

export interface IpPlace {
  /** `country|region|city`, each field empty where the data does not know it (region and city, always, today). */
  area: string;
  /** ISO 3166-1 alpha-2, upper case, or UNKNOWN_COUNTRY. */
  code: string;
}

const DATA_FILE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

let reader: Reader<Response> | null = null;

/** Opened on first use (7–8 MB), so a server that never answers /api/ip never reads it. */
function db(): Reader<Response> {
  reader ??= new Reader<Response>(readFileSync(createRequire(import.meta.url).resolve(DATA_FILE)));
  return reader;
}

// Private, shared, loopback, link-local and reserved ranges (RFC 1918, 6598, 3927, 4193, 5737…) are nobody's
// country whatever the data says (the bundled data has been seen to place 192.168.0.0/16 in AU).
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 3]] as const) {
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32]] as const) NOT_PUBLIC.addSubnet(net, bits, 'ipv6');

/** An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, how a dual-stack socket reports IPv4 peers) as plain IPv4. */
function plain(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

export function lookupIp(raw: string): IpPlace {
  const ip = plain(raw.trim());
  let code = UNKNOWN_COUNTRY;
  const family = isIP(ip);
  if (family && !NOT_PUBLIC.check(ip, family === 4 ? 'ipv4' : 'ipv6')) {
    // This data's records are `{ country_code }`, not MaxMind's nested shape the library's types describe.
    const found = (db().get(ip) as { country_code?: unknown } | null)?.country_code;
    if (typeof found === 'string' && /^[A-Za-z]{2}$/.test(found)) code = found.toUpperCase();
  }
  return { area: `${code === UNKNOWN_COUNTRY ? '' : code}||`, code };
}

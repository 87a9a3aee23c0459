import net from 'node:net';

/** Fastify's `trustProxy`: whom to believe about the client's address (X-Forwarded-For). */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges (e.g. `uniquelocal`: 10/8, 172.16/12, 192.168/16, fc00::/7). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset (or `false`, `0`) trusts no one, so X-Forwarded-For is ignored and every
 * per-IP limit counts the real peer; a hop count (`1`: one proxy in front); a comma-separated list
 * of proxy addresses, CIDR ranges or proxy-addr's names; `true` trusts any sender (dangerous: a
 * client can then choose its own address). Returns an error message for anything else.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    return {
      error: `muss false, true, eine Anzahl Proxys oder eine Liste von Adressen/CIDR-Bereichen sein (ungültig: ${bad.join(', ')})`,
    };
  }
  return entries;
}

/**
 * The value Fastify takes. A hop count becomes a function: Fastify itself treats a number as
 * "trust no one", because a hop count cannot tell the proxy from a client that connects directly.
 * With `1` the address the nearest proxy saw is used; the server must then be reachable only
 * through that proxy (docs/deployment.md).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * The caller's IP as the edge must pass it on. X-Forwarded-For is believed only when the connection
 * comes from a proxy the configuration names (TRUSTED_PROXIES): none in the embedded mode, where any
 * client reaches the edge directly and could otherwise fake its IP past the per-IP limits and into
 * the audit log. Addresses are IPs or CIDR ranges, as express's `trust proxy` takes them.
 */
export function clientAddressOf(trustedProxies: readonly string[]) {
  const trusts = proxyAddr.compile([...trustedProxies]);
  return (request: IncomingMessage): string => proxyAddr(request, trusts);
}

/**
 * Which proxies in front of the server are believed (decision 009). Behind `hops` proxies, each
 * appends the address it was reached from to X-Forwarded-For, so the client is that many entries
 * from the right; the entries further left are whatever the client chose to send.
 */
import proxyAddr from "@fastify/proxy-addr";

/** The addresses a proxy of ours connects from: this machine, or a private network. */
const nearby = proxyAddr.compile(["loopback", "linklocal", "uniquelocal"]);

/**
 * Fastify's `trustProxy` rule for `hops` proxies, or false for none. `address` is the connection's
 * peer when `hop` is 0, then the X-Forwarded-For entries from the right. The nearest proxy must
 * connect from this machine or a private network: a count alone cannot tell a proxy from a
 * client that reaches the server directly and sends its own X-Forwarded-For, which is why
 * Fastify itself no longer accepts a bare count.
 */
export function proxyTrust(hops: number): ((address: string, hop: number) => boolean) | false {
  if (hops === 0) return false;
  return (address, hop) => hop < hops && (hop > 0 || nearby(address, hop));
}

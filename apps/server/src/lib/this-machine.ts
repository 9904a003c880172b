import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * True when the peer is on loopback and so is every address a proxy names: a reverse proxy on this
 * machine would otherwise make everyone look local. The headers are read whatever TRUST_PROXY says.
 */
export function isFromThisMachine(request: FastifyRequest) {
  const forwarded = [
    ...headerValues(request.headers['x-forwarded-for']).flatMap((value) => value.split(',')),
    ...headerValues(request.headers.forwarded).flatMap(forwardedNodes),
  ];
  return [request.socket.remoteAddress ?? '', ...forwarded].every(isLoopback);
}

function headerValues(header: string | string[] | undefined) {
  return header === undefined ? [] : [header].flat();
}

/** The `for` and `by` nodes of a `Forwarded` header (RFC 7239), such as `"[::1]:3000"`. */
function forwardedNodes(header: string) {
  return [...header.matchAll(/(?:^|[;,\s])(?:for|by)\s*=\s*("[^"]*"|[^;,\s]*)/gi)].map(
    (match) => match[1] ?? '',
  );
}

/** True for a loopback address; names, `unknown` and obfuscated nodes are not. */
function isLoopback(node: string) {
  const address = withoutPort(node.trim().replace(/^"|"$/g, ''));
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The address alone, as proxies may write it with a port: `[::1]:3000`, `127.0.0.1:3000`. */
function withoutPort(node: string) {
  if (node.startsWith('[')) return node.slice(1, node.indexOf(']'));
  return isIP(node) === 0 ? node.replace(/:\d+$/, '') : node;
}

import { isIPv6 } from 'node:net';
import type { Context } from 'koa';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const TRAILING_IPV4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, a dotted IPv4 tail turned into two groups). */
function groupsOf(address: string): number[] {
  let text = address.split('%')[0]!; // a zone id ("%eth0") names no other client
  const v4 = TRAILING_IPV4.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left, right] = text.split('::') as [string, string | undefined];
  const head = left ? left.split(':') : [];
  const tail = right ? right.split(':') : [];
  const zeros = right === undefined ? [] : Array<string>(8 - head.length - tail.length).fill('0');
  return [...head, ...zeros, ...tail].map((group) => parseInt(group, 16));
}

/**
 * The client a per-address limit counts: an IPv4 address as it is (an IPv4-mapped IPv6 one too), an IPv6 address
 * by its /64 prefix, written "2001:db8:1:2::/64". A home line or a phone is given a whole /64 and may pick any
 * address in it, so counting single IPv6 addresses would give one client 2^64 fresh counters.
 */
export function addressGroup(address: string): string {
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const prefix = groupsOf(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}

/** The requesting client as the per-address limits count it (ctx.ip: the socket, or the trusted proxies' entry). */
export const clientAddress = (ctx: Context): string => addressGroup(ctx.ip);

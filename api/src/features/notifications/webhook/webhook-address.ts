import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { LookupFunction } from 'node:net';

/** What the address rules need of the settings (config.ts WebhookSettings). */
export type AddressRules = { httpsOnly: boolean; allowPrivate: boolean };

/**
 * The networks a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE allows it: a webhook is a
 * request the server makes to an address a commissioner chose, and must not become a way into
 * the server's own network (loopback, private, link-local, unique-local, and the unspecified,
 * carrier-grade NAT and IPv4-mapped forms of them). Node's BlockList does the range checks.
 */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('0.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('::', 128, 'ipv6');
PRIVATE.addSubnet('::1', 128, 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

/** Whether an IP address (v4 or v6, an IPv4-mapped v6 read as its v4) is on a network a webhook may not reach. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A refused address, with the sentence the commissioner reads. */
export class WebhookAddressError extends Error {
  constructor(
    message: string,
    /** What the delivery log may say: a code, never the address. */
    readonly code: string,
  ) {
    super(message);
  }
}

/**
 * The address's form: http(s) (https only in production), no user or password in it. Throws
 * WebhookAddressError with the reason.
 */
export function parseWebhookUrl(text: string, rules: AddressRules): URL {
  if (!URL.canParse(text)) throw new WebhookAddressError('The webhook address is not a web address', 'EURL');
  const url = new URL(text);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !rules.httpsOnly))
    throw new WebhookAddressError(
      rules.httpsOnly
        ? 'The webhook address must start with https://'
        : 'The webhook address must start with https:// or http://',
      'EPROTOCOL',
    );
  if (url.username || url.password)
    throw new WebhookAddressError('The webhook address must not hold a user name or password', 'EUSERINFO');
  return url;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Resolves the address's host and refuses it when any address it resolves to is on a private
 * network (unless allowed): the check when the address is set. The sender checks again as it
 * connects (checkedLookup): DNS may answer otherwise later.
 */
export async function checkWebhookUrl(text: string, rules: AddressRules): Promise<URL> {
  const url = parseWebhookUrl(text, rules);
  if (rules.allowPrivate) return url;
  const host = hostOf(url);
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((entry) => entry.address),
        () => {
          throw new WebhookAddressError(`The webhook's host ${host} was not found`, 'ENOTFOUND');
        },
      );
  if (addresses.some(isPrivateAddress))
    throw new WebhookAddressError(
      `The webhook address points at a private or loopback network (${host}): use the public address Discord or Slack gave you`,
      'EPRIVATE',
    );
  return url;
}

/**
 * The lookup the sender connects with: the address it connects to is the one checked, so a
 * host that resolved to a public address when set cannot be made to reach a private one later.
 */
export function checkedLookup(rules: AddressRules): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, family: options.family ?? 0 }).then(
      (found) => {
        const refused = found.find((entry) => !rules.allowPrivate && isPrivateAddress(entry.address));
        if (refused)
          return callback(
            new WebhookAddressError('The webhook address points at a private network', 'EPRIVATE'),
            '',
            4,
          );
        if (options.all) return (callback as unknown as (error: null, all: typeof found) => void)(null, found);
        const first = found[0];
        if (!first) return callback(new WebhookAddressError('The webhook host was not found', 'ENOTFOUND'), '', 4);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

/** What may be shown of an address: its host and its last 4 characters (`discord.com …AbCd`). */
export function hintOf(url: URL): string {
  return `${url.host} …${url.href.slice(-4)}`;
}

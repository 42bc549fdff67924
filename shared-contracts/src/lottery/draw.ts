// The draft lottery's draw: one pure function of a seed and the balls, the same bytes in Node
// and in every browser (SHA-256 and HMAC from @noble/hashes, no platform crypto), so the
// server draws with it and each member's browser checks the draw with it.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** A team's ping pong balls as the draw reads them. */
export type LotteryTeam = { teamId: number; balls: number };

/** commitment = hex(SHA-256(secret)), the secret being the bytes its hex spells. */
export function lotteryCommitment(secretHex: string): string {
  return bytesToHex(sha256(hexToBytes(secretHex)));
}

/**
 * seed = SHA-256(secret ‖ for each entry, in the order they were added: its UTF-8 length as
 * 4 bytes big-endian ‖ its UTF-8 bytes). The length prefix keeps ["ab", "c"] and ["a", "bc"]
 * apart. Answers the seed in hex.
 */
export function lotterySeed(secretHex: string, entries: readonly string[]): string {
  const hash = sha256.create();
  hash.update(hexToBytes(secretHex));
  for (const entry of entries) {
    const bytes = utf8ToBytes(entry);
    hash.update(uint32BigEndian(bytes.length));
    hash.update(bytes);
  }
  return bytesToHex(hash.digest());
}

function uint32BigEndian(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

/**
 * The draw's random numbers: block i = HMAC-SHA256(key = seed, message = i as 8 bytes
 * big-endian), i = 0, 1, 2, …; the blocks' bytes read in order, 4 at a time, as big-endian
 * unsigned 32-bit numbers.
 */
export class LotteryStream {
  private readonly mac;
  private block = new Uint8Array(0);
  private offset = 0;
  private counter = 0;

  constructor(seedHex: string) {
    // Keyed once; each block clones the keyed state instead of hashing the key again.
    this.mac = hmac.create(sha256, hexToBytes(seedHex));
  }

  nextUint32(): number {
    if (this.offset + 4 > this.block.length) {
      const message = new Uint8Array(8);
      new DataView(message.buffer).setBigUint64(0, BigInt(this.counter));
      this.counter += 1;
      this.block = this.mac.clone().update(message).digest();
      this.offset = 0;
    }
    const value = new DataView(this.block.buffer, this.block.byteOffset + this.offset, 4).getUint32(0);
    this.offset += 4;
    return value;
  }

  /**
   * A whole number from 0 to n-1, each equally likely: numbers at or above the largest
   * multiple of n below 2^32 are thrown away and the next one read (rejection sampling), so
   * no remainder favours the small answers (no modulo bias).
   */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`cannot draw below ${n}`);
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const value = this.nextUint32();
      if (value < limit) return value % n;
    }
  }
}

/**
 * The lottery order: teams with balls, in team id order, are the urn. Each draw takes
 * r = below(balls left in the urn) and picks the first team whose running total of balls
 * passes r (so a team's chance is its share of the balls left), then takes that team out.
 * Answers team ids, first pick first. Teams without balls are not drawn.
 */
export function drawLotteryOrder(seedHex: string, teams: readonly LotteryTeam[]): number[] {
  const stream = new LotteryStream(seedHex);
  const urn = teams.filter((team) => team.balls > 0).sort((a, b) => a.teamId - b.teamId);
  const order: number[] = [];
  while (urn.length > 0) {
    const total = urn.reduce((sum, team) => sum + team.balls, 0);
    let ticket = stream.below(total);
    const index = urn.findIndex((team) => {
      if (ticket < team.balls) return true;
      ticket -= team.balls;
      return false;
    });
    const [picked] = urn.splice(index, 1);
    order.push((picked as LotteryTeam).teamId);
  }
  return order;
}

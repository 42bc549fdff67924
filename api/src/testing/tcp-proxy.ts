import net from 'node:net';

/** A connection through the proxy: the client's socket and the server's, and how it is faulted. */
type Link = {
  client: net.Socket;
  server: net.Socket;
  /** 'held': bytes wait in both directions (a silent network); 'dropped': they are lost for good. */
  state: 'open' | 'held' | 'dropped';
  held: { toServer: Buffer[]; toClient: Buffer[] };
  /** The client asked this connection to LISTEN. */
  listens: boolean;
};

export type TcpProxy = {
  /** host:port to connect to instead of the target. */
  address: string;
  /** Replaces host:port in a connection URL with the proxy's. */
  through(url: string): string;
  /**
   * The network goes silent: nothing passes either way on any connection, old or new, and
   * nothing tells either side. Bytes are held, as a network holds retransmissions.
   */
  cut(): void;
  /** The network is back: what was held is delivered; connections closed meanwhile stay closed. */
  heal(): void;
  /**
   * Silently drops every LISTEN connection (as a NAT or proxy forgets an idle connection):
   * its bytes are lost from now on, neither side is told. Answers how many were dropped.
   */
  dropListeners(): number;
  close(): Promise<void>;
};

/**
 * A small TCP proxy in front of PostgreSQL that a fault test controls: it forwards bytes both
 * ways and, on request, holds or drops them without closing anything, which no setting of
 * PostgreSQL or the driver can imitate.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const links = new Set<Link>();
  let cut = false;

  const forward = (link: Link, direction: 'toServer' | 'toClient', chunk: Buffer) => {
    if (direction === 'toServer' && /\blisten\s/i.test(chunk.toString('latin1'))) link.listens = true;
    if (link.state === 'dropped') return;
    if (link.state === 'held') return void link.held[direction].push(chunk);
    (direction === 'toServer' ? link.server : link.client).write(chunk);
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const link: Link = {
      client,
      server: upstream,
      state: cut ? 'held' : 'open',
      held: { toServer: [], toClient: [] },
      listens: false,
    };
    links.add(link);
    client.on('data', (chunk) => forward(link, 'toServer', chunk));
    upstream.on('data', (chunk) => forward(link, 'toClient', chunk));
    const end = () => {
      links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    // A side that closes is a closed connection; a dropped one closes the other side only when
    // that one gives up on its own (a dropped connection says nothing).
    client.on('close', end);
    upstream.on('close', () => (link.state === 'dropped' ? undefined : end()));
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const address = `127.0.0.1:${port}`;

  return {
    address,
    through(url) {
      const parsed = new URL(url);
      parsed.host = address;
      return parsed.toString();
    },
    cut() {
      cut = true;
      for (const link of links) if (link.state === 'open') link.state = 'held';
    },
    heal() {
      cut = false;
      for (const link of links) {
        if (link.state !== 'held') continue;
        link.state = 'open';
        for (const chunk of link.held.toServer.splice(0)) link.server.write(chunk);
        for (const chunk of link.held.toClient.splice(0)) link.client.write(chunk);
      }
    },
    dropListeners() {
      let dropped = 0;
      for (const link of links) {
        if (!link.listens || link.state === 'dropped') continue;
        link.state = 'dropped';
        dropped += 1;
      }
      return dropped;
    },
    async close() {
      for (const link of links) {
        link.client.destroy();
        link.server.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import net from 'node:net';

/** A TCP proxy to a real server that a test can cut and restore, to play a database outage. */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  let stalled = false;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => client.destroy());
        if (stalled) return; // a silent partition: accepted, never answered
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    /** Refuses new connections and drops open ones. */
    async cut() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
    /** A silent partition: every connection stays open, and nothing passes either way any more. */
    stall() {
      stalled = true;
      for (const s of sockets) {
        s.unpipe();
        s.pause();
      }
    },
    /** Ends a cut (listens again) or a stall (drops the stalled connections; new ones pass again). */
    async restore() {
      if (stalled) {
        stalled = false;
        for (const s of sockets) s.destroy();
        return;
      }
      await listen();
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}

// The recording half of bench/gift-replay.mjs: a small PostgreSQL wire-protocol proxy that passes a server's
// connections through to the database and keeps every statement they send (text, parameters, connection, and the
// name of a named prepared statement) with the rows it answered, in the order the statements completed.
import net from 'node:net';

const cstring = (buf, at) => {
  const end = buf.indexOf(0, at);
  return [buf.toString('utf8', at, end), end + 1];
};

/** Splits a stream into messages: `first` untyped (the startup message), then type byte + length. */
function messages(onMessage, untypedFirst) {
  let pending = Buffer.alloc(0);
  let first = untypedFirst;
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (first) {
        if (pending.length < 4) return;
        const len = pending.readInt32BE(0);
        if (pending.length < len) return;
        pending = pending.subarray(len);
        first = false;
        continue;
      }
      if (pending.length < 5) return;
      const len = pending.readInt32BE(1);
      if (pending.length < len + 1) return;
      onMessage(String.fromCharCode(pending[0]), pending.subarray(5, len + 1));
      pending = pending.subarray(len + 1);
    }
  };
}

export function startProxy(upstreamUrl) {
  const upstream = new URL(upstreamUrl);
  const state = { recording: false, statements: [] };
  let connections = 0;
  const server = net.createServer((client) => {
    const conn = ++connections;
    const backend = net.connect(Number(upstream.port || 5432), upstream.hostname);
    const inFlight = []; // statements sent on this connection whose answer is still to come
    let parsed = null;
    let parsedName = '';
    const prepared = new Map(); // named statements parsed on this connection: name -> text (the API prepares hot ones)
    client.on(
      'data',
      messages((type, body) => {
        if (type === 'Q') {
          inFlight.push({ conn, text: cstring(body, 0)[0], params: [], rows: [], columns: [] });
        } else if (type === 'P') {
          const [name, at] = cstring(body, 0);
          parsed = cstring(body, at)[0];
          parsedName = name;
          if (name) prepared.set(name, parsed);
        } else if (type === 'B') {
          let [, at] = cstring(body, 0);
          let statement;
          [statement, at] = cstring(body, at);
          const formats = [];
          for (let i = body.readInt16BE(at); i > 0; i--) formats.push(body.readInt16BE(at + 2 + formats.length * 2));
          at += 2 + formats.length * 2;
          const count = body.readInt16BE(at);
          at += 2;
          const params = [];
          for (let i = 0; i < count; i++) {
            const len = body.readInt32BE(at);
            at += 4;
            // Binary parameters (node-postgres sends Buffers so: bytea) stay Buffers.
            const binary = (formats.length === 1 ? formats[0] : formats[i]) === 1;
            params.push(len < 0 ? null : binary ? Buffer.from(body.subarray(at, at + len)) : body.toString('utf8', at, at + len));
            at += Math.max(len, 0);
          }
          const name = statement || parsedName;
          inFlight.push({ conn, name, text: statement ? prepared.get(statement) : parsed, params, rows: [], columns: [] });
        }
      }, true),
    );
    backend.on(
      'data',
      messages((type, body) => {
        const head = inFlight[0];
        if (!head) return;
        if (type === 'T') {
          const n = body.readInt16BE(0);
          let at = 2;
          head.columns = [];
          for (let i = 0; i < n; i++) {
            const [name, next] = cstring(body, at);
            head.columns.push(name);
            at = next + 18;
          }
        } else if (type === 'D') {
          const n = body.readInt16BE(0);
          let at = 2;
          const row = [];
          for (let i = 0; i < n; i++) {
            const len = body.readInt32BE(at);
            at += 4;
            row.push(len < 0 ? null : body.toString('utf8', at, at + len));
            at += Math.max(len, 0);
          }
          head.rows.push(row);
        } else if (type === 'C' || type === 'E' || type === 'I') {
          inFlight.shift();
          if (state.recording) state.statements.push(head);
        }
      }, false),
    );
    client.on('data', (chunk) => backend.write(chunk));
    backend.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      backend.destroy();
    };
    client.on('error', close).on('close', close);
    backend.on('error', close).on('close', close);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, state, port: server.address().port })));
}

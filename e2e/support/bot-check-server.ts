import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A local stand-in for a bot-check provider (Turnstile/hCaptcha-compatible): GET /widget.js defines
 * `window.turnstile.render(element, { sitekey, callback })`, which draws an "I am not a robot" checkbox and calls
 * back with a fresh token when it is ticked (reset() unticks it); POST /verify is the siteverify call, which
 * accepts the tokens it handed out unless `refuse` is set. Nothing leaves the machine.
 */
const WIDGET_JS = `(() => {
  let issued = 0;
  const widgets = new Map();
  window.turnstile = {
    render(element, options) {
      const id = 'w' + (widgets.size + 1);
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.dataset.sitekey = options.sitekey;
      box.addEventListener('change', () => { if (box.checked) options.callback('fake-token-' + (++issued)); });
      label.append(box, ' I am not a robot');
      element.append(label);
      widgets.set(id, box);
      return id;
    },
    reset(id) { const box = widgets.get(id); if (box) box.checked = false; },
    remove(id) { widgets.delete(id); },
  };
})();`;

export interface FakeBotCheck {
  url: string;
  /** The tokens the verify call received, in order. */
  verified: string[];
  refuse: boolean;
  close(): Promise<void>;
}

export async function startFakeBotCheck(secret: string): Promise<FakeBotCheck> {
  const state = { verified: [] as string[], refuse: false };
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/widget.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(WIDGET_JS);
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const token = form.get('response') ?? '';
      state.verified.push(token);
      const success = !state.refuse && form.get('secret') === secret && token.startsWith('fake-token-');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface ExtraServer {
  baseURL: string;
  close(): Promise<void>;
}

/**
 * A second instance of the built API (both SPAs) on a fresh embedded database and a free port, with extra
 * configuration: for settings the shared e2e server must not have (a bot check on every sign-up would stop
 * the other suites). No demo seed; the tests create what they need.
 */
export async function startExtraServer(env: Record<string, string>): Promise<ExtraServer> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyfund-e2e-extra-'));
  const baseURL = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '',
      APP_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
      PUBLIC_URL: baseURL,
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Ready when /api/health answers (the migrations run first); the caller's test timeout bounds the wait.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the extra API server exited with ${child.exitCode}`);
    const up = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { baseURL, close };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

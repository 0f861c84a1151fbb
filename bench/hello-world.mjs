// The yardstick of bench/ratios.mjs: a bare Fastify hello-world (the API's own Fastify, nothing registered), run as
// its own process on the same machine as the product.   node bench/hello-world.mjs <port>
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib.mjs';

const require = createRequire(path.join(root, 'api/package.json'));
const Fastify = require('fastify');
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2] ?? 18_700), host: '127.0.0.1' });

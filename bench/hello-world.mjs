// The yardstick of bench/ratios.mjs: a bare Fastify hello-world (the API's own Fastify, nothing registered), run as
// its own process on the same machine as the product.   node bench/hello-world.mjs <port>
import path from 'node:path';
import { root } from './lib.mjs';

// The API's own Fastify, by path (as lib.mjs reaches the API's pg): the root lists no server dependency.
const { default: Fastify } = await import(path.join(root, 'api/node_modules/fastify/fastify.js'));
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2] ?? 18_700), host: '127.0.0.1' });

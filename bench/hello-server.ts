import Fastify from 'fastify';

// The baseline: a bare Fastify hello world on this machine, measured in the same run as our server.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });

/**
 * contractRoutes: a handler that sends its reply itself (sendStored, the money-moving routes) is answered once;
 * awaiting the reply it returns (a thenable) must not make the wrapper send again ("Reply was already sent").
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Writable } from 'node:stream';
import { z } from 'zod';
import { contractRoutes } from './contract-route';
import { sendStored } from './reply';

it('sends a stored answer once, with its status and the replay header', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const route = contractRoutes(app, { tags: ['test'] });
  const spec = { method: 'POST', path: '/stored', status: 201, response: z.object({ n: z.number() }) } as const;
  route(spec as never, { summary: 'stored' }, (_req, reply) =>
    sendStored(reply, { statusCode: 201, body: { n: 1 }, replayed: true }),
  );
  const res = await app.inject({ method: 'POST', url: '/stored' });
  expect(res.statusCode).toBe(201);
  expect(res.headers['idempotent-replayed']).toBe('true');
  expect(res.json()).toMatchObject({ data: { n: 1 } });
  await app.close();
  expect(lines.filter((l) => /already sent|ALREADY_SENT/.test(l))).toEqual([]);
});

/**
 * The local LINE Login stand-in on a port of its own (the api's test suites start it, api/src/__tests__/line-link.test.ts):
 * `node --import tsx api/src/dev/line-login/serve-line-login-provider.ts [port]` (0 or none = any free port).
 * Prints one line `{"issuer": "http://127.0.0.1:<port>"}` when ready; the client is DEV_LINE_CHANNEL.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEV_LINE_CHANNEL } from '../../config';
import { createLineLoginProvider, type LineLoginProvider } from './create-line-login-provider';

let provider: LineLoginProvider | undefined;
const server = createServer((req, res) => {
  if (provider) provider.handle(req, res);
  else res.writeHead(503).end();
});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  void createLineLoginProvider({ issuer, clientId: DEV_LINE_CHANNEL.id, clientSecret: DEV_LINE_CHANNEL.secret }).then(
    (p) => {
      provider = p;
      console.log(JSON.stringify({ issuer }));
    },
  );
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.close(() => process.exit(0)));

/**
 * Test-only: a throw-away redis-server of a suite's own (no persistence) on a free port, and the free-port probe
 * the suites that start their own processes use. `hasRedisServer` tells whether the machine has the binary; under
 * CI=true a suite that needs it fails instead of skipping (`.ci/run` installs it).
 */
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A TCP port nobody listens on at the moment of asking (127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(p));
    });
  });
}

/**
 * Starts redis-server on `port` (default: a free one) and waits for its PONG; `url` to reach it, `stop` to kill
 * it. Start it again on the same port to restart it (empty: it keeps nothing).
 */
export async function startRedisServer(port?: number): Promise<{ url: string; port: number; stop: () => void }> {
  port ??= await freePort();
  const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 50; i++) {
    if (
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .trim() === 'PONG'
    )
      return { url: `redis://127.0.0.1:${port}`, port, stop: () => redis.kill('SIGKILL') };
    await new Promise((r) => setTimeout(r, 100));
  }
  redis.kill();
  throw new Error('redis-server did not start');
}

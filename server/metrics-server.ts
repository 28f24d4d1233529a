// /metrics for Prometheus, on a port of its own (METRICS_PORT, on METRICS_HOST: loopback unless
// set): the figures say how busy the server is and what it refuses, which is for its operators,
// not for its players. A proxy in front of the players' port never reaches it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from './config';
import type { Metrics } from './metrics';

export interface MetricsServer {
  readonly url: string;
  close(): Promise<void>;
}

export async function serveMetrics(metrics: Metrics, host: string, port: number, log: Logger): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') return res.writeHead(404).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, { allow: 'GET, HEAD' }).end();
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        log.error('The metrics could not be collected.', error);
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

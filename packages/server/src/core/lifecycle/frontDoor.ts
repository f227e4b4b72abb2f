import http from 'node:http';
import type { FastifyServerFactory, FastifyServerFactoryHandler } from 'fastify';

/**
 * Longer than a proxy keeps an idle upstream connection (nginx: 60 s), so the proxy, not this
 * server, closes it and never sends on a connection being closed; Fastify's own default.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * The process's one HTTP server, which outlives the apps that answer on it: the small app that
 * answers while the database is prepared, then the full app. It counts the requests in flight
 * and, on `close`, lets them finish without keeping any connection open after its answer.
 */
export function createFrontDoor() {
  let answer: FastifyServerFactoryHandler = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  let next: FastifyServerFactoryHandler | null = null;
  let closing = false;
  const inFlight = new Map<http.IncomingMessage, http.ServerResponse>();

  const server = http.createServer((request, response) => {
    inFlight.set(request, response);
    response.once('close', () => {
      inFlight.delete(request);
      // Its answer is sent: a kept-alive connection would hold the close for its idle timeout.
      if (closing) request.socket.end();
    });
    if (closing) response.shouldKeepAlive = false;
    answer(request, response);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;

  return {
    server,
    /** For Fastify's `serverFactory`: the app answers here once `handOver` is called. */
    serverFactory: ((handler) => {
      next = handler;
      return server;
    }) satisfies FastifyServerFactory,
    /** Requests from now on go to the app created last with `serverFactory` (once it is ready). */
    handOver() {
      if (next) answer = next;
    },
    listen(port: number, host: string): Promise<void> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port, host }, () => {
          server.off('error', reject);
          resolve();
        });
      });
    },
    /**
     * Stops taking connections, closes the idle ones and each busy one once its answer is sent;
     * resolves when none is left.
     */
    close(): Promise<void> {
      closing = true;
      for (const response of inFlight.values()) {
        if (!response.headersSent) response.shouldKeepAlive = false;
      }
      return new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
      });
    },
    /** The requests not answered yet (`GET /api/…`), for the log of a shutdown cut off. */
    inFlight(): string[] {
      return [...inFlight.keys()].map((request) => `${request.method} ${request.url}`);
    },
    /** Ends every connection at once, answered or not. */
    cut() {
      server.closeAllConnections();
    },
  };
}
export type FrontDoor = ReturnType<typeof createFrontDoor>;

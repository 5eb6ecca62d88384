/**
 * A slow network in front of a local server, at the level of bytes: a TCP relay that delays each
 * direction by half the round trip and sends everything the server answers, on all connections
 * together, through one downlink of fixed bandwidth. It slows every request the same way, whichever
 * part of the browser makes it; DevTools' network emulation is set per page, and Chromium's
 * speculative loads for a page not yet shown escape it (measured: a prerendered page's HTML arrived in
 * 8 ms instead of 210).
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface LinkShape {
  /** Round trip, ms: half on the way up, half on the way down. */
  latencyMs: number;
  /** Downlink bandwidth shared by all connections, bytes per second. */
  downBytesPerSecond: number;
}

export interface SlowLink {
  /** The port to connect to instead of the server's. */
  port: number;
  close(): Promise<void>;
}

/** Pieces the downlink sends at a time, so a large chunk arrives progressively as on a real link. */
const piece = 4096;

/** Listens on 127.0.0.1 (a free port) and relays every connection to `targetPort` through the slow link. */
export async function slowLink(targetPort: number, shape: LinkShape): Promise<SlowLink> {
  let downlinkFreeAt = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    const half = shape.latencyMs / 2;
    // When the last byte queued in each direction is delivered: an end is passed on after it.
    let upDoneAt = 0;
    let downDoneAt = 0;
    const later = (at: number, work: () => void) => setTimeout(work, Math.max(0, at - performance.now()));
    client.on('data', (chunk: Buffer) => {
      upDoneAt = performance.now() + half;
      later(upDoneAt, () => upstream.write(chunk));
    });
    upstream.on('data', (chunk: Buffer) => {
      for (let offset = 0; offset < chunk.length; offset += piece) {
        const part = chunk.subarray(offset, offset + piece);
        const start = Math.max(performance.now(), downlinkFreeAt);
        downlinkFreeAt = start + (part.length / shape.downBytesPerSecond) * 1000;
        downDoneAt = downlinkFreeAt + half;
        later(downDoneAt, () => client.write(part));
      }
    });
    client.on('end', () => later(upDoneAt, () => upstream.end()));
    upstream.on('end', () => later(downDoneAt, () => client.end()));
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', () => later(downDoneAt, drop));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

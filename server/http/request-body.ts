import type { IncomingMessage } from 'node:http';
import { carryFacts } from './client-address.ts';

// A request's body, read once up to a limit (the form posts and /graphql are small). Under Node it
// is read straight from the socket's stream: the web Request and its stream are made only when a
// handler needs them (a kept /graphql answer never does: issue 14, where they were a fifth of the
// time of each read).

/** The body's bytes, or null when it is larger than `limit`. Bodies without a length are counted as they arrive. */
export async function readBody(request: Request, incoming: IncomingMessage | undefined, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return new Uint8Array();
  const declared = Number(request.headers.get('content-length'));
  if (declared > limit) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const source = incoming && !incoming.readableEnded ? (incoming as AsyncIterable<Uint8Array>) : request.body && chunksOf(request.body);
  if (!source) return new Uint8Array();
  for await (const chunk of source) {
    size += chunk.byteLength;
    if (size > limit) {
      if (source === incoming) incoming.resume();
      return null;
    }
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

async function* chunksOf(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined); // the rest of a body refused as too large
  }
}

/** The request made anew around a body already read, keeping what the transport learnt of it. */
export function withBody(request: Request, body: Uint8Array<ArrayBuffer>): Request {
  if (request.method === 'GET' || request.method === 'HEAD') return request;
  return carryFacts(request, new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal }));
}

/** The request with its body read up to `limit` bytes, or null when it is larger. */
export async function limitedBody(request: Request, incoming: IncomingMessage | undefined, limit: number): Promise<Request | null> {
  const body = await readBody(request, incoming, limit);
  return body && withBody(request, body);
}

/**
 * A provider's answer read with a ceiling on its size (docs/sleeper.md §7, docs/yahoo.md §7):
 * the bytes are counted as they stream in and the read stops at the limit, so an oversized or
 * endless body costs at most `maxBytes` of memory, never the whole of what the provider sends.
 * A Content-Length over the limit is refused before a byte is read.
 */

/** The body was larger than it may be: `bytes` read (or announced) when the read stopped. */
export class BodyTooLargeError extends Error {
  constructor(
    readonly maxBytes: number,
    readonly bytes: number,
  ) {
    super(`the answer is larger than ${describeBytes(maxBytes)}`);
    this.name = 'BodyTooLargeError';
  }
}

/** The chunks of `response`'s body, throwing BodyTooLargeError once they pass `maxBytes`. */
export async function* boundedChunks(response: Response, maxBytes: number): AsyncGenerator<Uint8Array> {
  const announced = Number(response.headers.get('content-length'));
  if (Number.isFinite(announced) && announced > maxBytes) {
    await response.body?.cancel();
    throw new BodyTooLargeError(maxBytes, announced);
  }
  if (!response.body) return;
  // A reader loop rather than `for await`: the body's async iteration is missing from the DOM
  // typings a browser-side package (the bench) compiles the player list's reader with.
  const reader = response.body.getReader();
  let bytes = 0;
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
      if (bytes > maxBytes) throw new BodyTooLargeError(maxBytes, bytes);
      yield chunk.value;
    }
  } finally {
    // Stops the download (and frees the connection) when the read ends early for any reason.
    await reader.cancel().catch(() => {});
  }
}

/** The whole body as UTF-8 text, at most `maxBytes` of it (else BodyTooLargeError). */
export async function readBoundedText(response: Response, maxBytes: number): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of boundedChunks(response, maxBytes)) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** "4 MB", "512 KB": a limit in words. */
export function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

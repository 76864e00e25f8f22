/**
 * A request body as text, read no further than `maxBytes`: undefined when it declares or turns
 * out to be longer. A sender that declares no length (chunked) cannot make a Function buffer
 * more than the bound, because the stream is cancelled as soon as it passes it.
 */
export async function readBoundedText(request: Request, maxBytes: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (!Number.isFinite(declared) || declared > maxBytes) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

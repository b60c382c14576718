/**
 * The exposé renderer's worker thread (expose-pool.ts): renders one exposé per task. Loaded by piscina,
 * never by the server's main thread.
 */
import { move } from 'piscina';
import { type ExposeInput, renderExpose } from './expose';

/** The PDF's bytes are moved to the main thread, not copied (a 50-object exposé has megabytes). */
export default async function renderTask(input: ExposeInput) {
  const pdf = await renderExpose(input);
  // A small Buffer may be a slice of Node's pool of small buffers, whose memory is not its own to move.
  const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
  return move(own ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf));
}

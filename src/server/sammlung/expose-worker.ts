/**
 * The exposé renderer's worker thread (expose-pool.ts): renders one exposé per task. Loaded by piscina,
 * never by the server's main thread.
 */
import { type ExposeInput, renderExpose } from './expose';

export default async function renderTask(input: ExposeInput): Promise<Uint8Array> {
  return new Uint8Array(await renderExpose(input));
}

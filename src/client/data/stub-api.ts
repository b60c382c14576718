import { vi } from 'vitest';

/**
 * For tests: replaces `fetch` with a server that answers every call with status 200 and the JSON that
 * `answer` gives for its URL; returns the URLs called, in order. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: (url: string) => unknown): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      return new Response(JSON.stringify(answer(url)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}

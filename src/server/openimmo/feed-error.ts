/**
 * The feed cannot be read as a whole (not well-formed, hostile, too many objects, a broken ZIP): nothing of
 * it is imported. A file of its own, so the main thread knows the error without loading the XML parser,
 * which only the worker thread runs.
 */
export class FeedError extends Error {}

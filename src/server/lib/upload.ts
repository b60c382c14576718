import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../plugins/errors';

/** One uploaded file as the upload services take it. */
export interface Upload {
  filename: string;
  data: Buffer;
}

/**
 * Reads the one file of a multipart upload (field "file"). A body that is no multipart, has no file or
 * breaks off before its part ends (the parser's plain "Unexpected end of multipart data" errors) is the
 * sender's fault: 400. The plugin's own errors (file too large: 413) keep their status.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('invalidRequest', 'Send the file as multipart/form-data');
  try {
    const part = await request.file();
    if (!part) throw new AppError('invalidRequest', 'No file in the request', { file: 'error.required' });
    return { filename: part.filename, data: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('invalidRequest', `Malformed multipart body: ${(error as Error).message}`);
  }
}

/**
 * Streams the one file of a multipart upload (field "file") to `target` without holding it in memory; the
 * multipart plugin's `fileSize` limit of the route ends the stream with 413 (fileTooLarge) once passed.
 * Returns the file's name as sent and its size.
 */
export async function saveUpload(
  request: FastifyRequest,
  target: string,
): Promise<{ filename: string; bytes: number }> {
  if (!request.isMultipart()) throw new AppError('invalidRequest', 'Send the file as multipart/form-data');
  try {
    const part = await request.file();
    if (!part) throw new AppError('invalidRequest', 'No file in the request', { file: 'error.required' });
    await pipeline(part.file, createWriteStream(target));
    if (part.file.truncated) throw new AppError('fileTooLarge', 'The file is larger than allowed');
    return { filename: part.filename, bytes: part.file.bytesRead };
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('invalidRequest', `Malformed multipart body: ${(error as Error).message}`);
  }
}

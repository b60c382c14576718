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

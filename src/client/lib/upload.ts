import { acceptsType, MAX_UPLOAD_BYTES, type UploadTarget } from '../../shared/domain/upload';
import { API_BASE } from '../config';
import { ApiError, readCookie } from '../data/client';

/**
 * Uploading one file (multipart field 'file') with upload progress, for property files and campaign
 * pools alike — fetch reports none, so this uses XMLHttpRequest and sets the CSRF header itself. The
 * server judges the type by content; the checks here only spare the user a pointless wait.
 */

export type UploadProblem = 'fileTooLarge' | 'unsupportedFileType';

/**
 * The convenience check before sending, by the shared rule (shared/domain/upload.ts); an empty type (the
 * browser does not know) is left to the server.
 */
export function precheckFile(file: { size: number; type: string }, target: UploadTarget): UploadProblem | null {
  if (file.size > MAX_UPLOAD_BYTES) return 'fileTooLarge';
  if (file.type && !acceptsType(target, file.type)) return 'unsupportedFileType';
  return null;
}

/**
 * The answer of an upload: `parse` turns a 2xx body into the result (null = unexpected answer); other
 * answers become an ApiError with the server's code (413 without one: fileTooLarge; 0: network).
 */
export function parseUploadAnswer<T>(status: number, text: string, parse: (body: unknown) => T | null): T {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (status >= 200 && status < 300) {
    const result = parse(body);
    if (result !== null) return result;
    throw new ApiError(status, 'invalidResponse', 'unexpected upload answer');
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  if (error && typeof error.code === 'string') {
    throw new ApiError(status, error.code, typeof error.message === 'string' ? error.message : error.code);
  }
  if (status === 413) throw new ApiError(status, 'fileTooLarge', 'file too large');
  if (status === 0) throw new ApiError(0, 'network', 'network error');
  throw new ApiError(status, status >= 500 ? 'internal' : 'invalidRequest', `HTTP ${status}`);
}

export interface UploadHandle<T> {
  promise: Promise<T>;
  abort: () => void;
}

/** Sends one file to `path` (below the API base); `onProgress` gets 0…1 while the bytes go out. */
export function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  parse: (body: unknown) => T | null,
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    xhr.open('POST', `${API_BASE.replace(/\/$/, '')}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCookie('XSRF-TOKEN');
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(parseUploadAnswer(xhr.status, xhr.responseText, parse));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'network error'));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'aborted'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/** The translation key of a failed upload: the server's code when the user can act on it, else the generic one. */
export function uploadProblemKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (
      [
        'fileTooLarge',
        'unsupportedFileType',
        'imageTooLarge',
        'storageUnavailable',
        'transitionNotAllowed',
        'forbidden',
      ].includes(error.code)
    ) {
      return `error.${error.code}`;
    }
    if (error.code === 'network') return 'error.connection';
  }
  return 'error.savingFailed';
}

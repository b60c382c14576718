import { type Objektbild, objektbildSchema } from '../../../../shared/schemas/objekt';
import {
  parseUploadAnswer,
  precheckFile,
  type UploadHandle,
  type UploadProblem,
  uploadFile,
} from '../../../lib/upload';

/** The check before sending a property file: too large, or neither an image nor a PDF. */
export function precheck(file: { size: number; type: string }): UploadProblem | null {
  return precheckFile(file, 'objekt');
}

const objektbild = (body: unknown): Objektbild | null => objektbildSchema.safeParse(body).data ?? null;

/** The answer of a property upload: the stored file, or an ApiError with the server's code. */
export function parseUploadResponse(status: number, text: string): Objektbild {
  return parseUploadAnswer(status, text, objektbild);
}

/** Sends one file of a property (POST /api/objekt/{id}/bilder); `onProgress` gets 0…1. */
export function uploadBild(
  objektId: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle<Objektbild> {
  return uploadFile(`/objekt/${objektId}/bilder`, file, onProgress, objektbild);
}

/** Moves the item at `from` to `to` (a new array). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

import { z } from 'zod';

/** A mail whose job failed after its last retry (administrators see and retry it). */
export const failedMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  /** When the mail was enqueued (ISO). */
  createdOn: z.string(),
  /** When its last attempt failed (ISO). */
  failedOn: z.string().nullable(),
  /** Attempts after the first. */
  retryCount: z.number().int(),
  /** The last error's message (the mail server's answer, say). */
  error: z.string().nullable(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

export const failedMailListSchema = z.object({ items: z.array(failedMailSchema) });

export const jobParamsSchema = z.object({ id: z.uuid() });

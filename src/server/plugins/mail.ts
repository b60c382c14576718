import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';

/** One outgoing mail: plain text and HTML, with the link(s) it carries for the log of a local installation. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links?: string[];
  /** Where an answer goes instead of MAIL_FROM (an enquiry: its sender). */
  replyTo?: string;
  /** Further header fields, e.g. an alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * nodemailer over SMTP_URL; without it, mails are written as .eml files to DATA_DIR/outbox and their
 * links are logged, so registration and password reset work on a machine with no mail server.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const outbox = path.join(config.dataDir, 'outbox');
  // nodemailer is loaded with the first mail, not at every start.
  let transport: Promise<Transporter> | undefined;
  const connect = async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    return config.SMTP_URL
      ? nodemailer.createTransport(config.SMTP_URL)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  };
  return {
    async send(mail) {
      transport ??= connect();
      const info = await (await transport).sendMail({
        from: config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      if (config.SMTP_URL) return;
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      fs.writeFileSync(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, links: mail.links, file }, 'mail written to the outbox');
    },
  };
}

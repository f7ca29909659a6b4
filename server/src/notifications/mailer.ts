import nodemailer, { type Transporter } from 'nodemailer';

export interface Mailer {
  send(to: string, subject: string, text: string): Promise<void>;
  close(): void;
}

/** Nodemailer over SMTP_URL; null when e-mail is off (no SMTP_URL). */
export function createMailer(smtpUrl: string | null, from: string): Mailer | null {
  if (!smtpUrl) return null;
  let transport: Transporter | null = null;
  return {
    async send(to, subject, text) {
      transport ??= nodemailer.createTransport(smtpUrl);
      await transport.sendMail({ from, to, subject, text });
    },
    close() {
      transport?.close();
    },
  };
}

/** An SMTP failure without the URL's credentials (nodemailer's messages name host and answer only). */
export const mailError = (error: unknown) =>
  `Not sent: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);

import nodemailer from "nodemailer";

/** SMTP_URL (smtp:// or smtps://, credentials in the URL) → a nodemailer transport. */
export function createSmtpTransport(smtpUrl: string) {
  return nodemailer.createTransport(smtpUrl);
}

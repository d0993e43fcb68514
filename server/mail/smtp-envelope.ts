/** The nodemailer message of a mail: the text as written, and an HTML part of the same paragraphs with its links. */
import type { OutboxMail } from '../../src/domain/mail/outbox-mail';

export function envelopeOf(mail: OutboxMail, from: string) {
  const replyTo = typeof mail.meta.replyTo === 'string' ? mail.meta.replyTo : undefined;
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: htmlOf(mail.text, mail.locale),
    messageId: `<${mail.id}@boutique>`,
    headers: { ...mail.headers, 'x-boutique-mail': mail.kind },
    ...(replyTo ? { replyTo } : {}),
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The HTML part: the text's paragraphs, its links clickable (also what QA reads of an outbox mail). */
export function htmlOf(text: string, locale: string): string {
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => {
    const escaped = escapeHtml(paragraph).replace(URL_PATTERN, (url) => `<a href="${url}">${url}</a>`);
    return `<p>${escaped.replace(/\n/g, '<br>')}</p>`;
  });
  return `<!doctype html><html lang="${escapeHtml(locale)}"><body>${paragraphs.join('\n')}</body></html>`;
}

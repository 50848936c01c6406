const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text placed in HTML mail: names and addresses come from users and documents. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

export interface MailBody {
  title: string;
  /** Plain text lines; each becomes a paragraph. */
  lines: string[];
  link: { label: string; url: string };
}

/** The plain-text and HTML versions of a simple mail: a title, a few lines and one link. */
export function renderMail(body: MailBody): { text: string; html: string } {
  const text = [body.title, '', ...body.lines, '', `${body.link.label}: ${body.link.url}`, '', FOOTER].join(
    '\n',
  );
  const paragraphs = body.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html =
    `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif;color:#223">` +
    `<h1 style="font-size:20px">${escapeHtml(body.title)}</h1>${paragraphs}` +
    `<p><a href="${escapeHtml(body.link.url)}">${escapeHtml(body.link.label)}</a></p>` +
    `<p style="color:#667;font-size:12px">${escapeHtml(FOOTER)}</p></body></html>`;
  return { text, html };
}

const FOOTER = 'Box — portal do embarcador. Este e-mail foi enviado automaticamente; não responda.';

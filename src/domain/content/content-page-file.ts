/**
 * A CMS page as a Markdown file (`faq.md`, a bundle's `content/pages/<store>/<key>.md`): an
 * optional front matter of `name: value` lines between `---` lines (title, slug; for a bundle also
 * status, publishAt, unpublishAt), then the body in Markdown.
 */
export interface PageFile {
  fields: Record<string, string>;
  markdown: string;
}

export function readPageFile(text: string): { ok: true; value: PageFile } | { ok: false; problem: string } {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!normalised.startsWith('---\n')) return { ok: true, value: { fields: {}, markdown: normalised.trim() } };
  const end = normalised.indexOf('\n---', 4);
  if (end < 0) return { ok: false, problem: 'the front matter opened by --- on the first line is never closed by a --- line' };
  const fields: Record<string, string> = {};
  for (const [index, line] of normalised.slice(4, end).split('\n').entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!match) return { ok: false, problem: `front matter line ${index + 2}: "${line}" is not name: value` };
    fields[match[1]] = match[2].trim().replace(/^(["'])(.*)\1$/, '$2');
  }
  return { ok: true, value: { fields, markdown: normalised.slice(end + 4).replace(/^-*\n?/, '').trim() } };
}

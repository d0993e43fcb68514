import { describe, expect, it } from 'vitest';
import { isSafeLink, renderMarkdown } from './content-markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, links and emphasis', () => {
    const html = renderMarkdown('# FAQ\n\n**Delivery** in 48 h: see [our terms](/fr/cgv) or [write](mailto:help@example.com).\n\n- one\n- two');
    expect(html).toContain('<h1>FAQ</h1>');
    expect(html).toContain('<strong>Delivery</strong>');
    expect(html).toContain('<a href="/fr/cgv">our terms</a>');
    expect(html).toContain('<a href="mailto:help@example.com">write</a>');
    expect(html).toContain('<li>one</li>');
  });

  it.each([
    ['<script>alert(1)</script>', '<script'],
    ['<img src=x onerror=alert(1)>', '<img'],
    ['<a href="javascript:alert(1)">x</a>', '<a href'],
    ['<iframe src="https://evil.example"></iframe>', '<iframe'],
    ['<svg onload=alert(1)>', '<svg'],
    ['<style>body{display:none}</style>', '<style'],
  ])('never passes raw HTML through: %s', (hostile, tag) => {
    const html = renderMarkdown(`Hello ${hostile}`);
    expect(html).not.toContain(tag);
    expect(html).toContain('&lt;');
  });

  it.each([
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](  javascript:alert(1))',
    '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click](vbscript:msgbox(1))',
    '[click](//evil.example/x)',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml;base64,PHN2Zz4=)',
  ])('drops links and images to other schemes: %s', (hostile) => {
    const html = renderMarkdown(hostile);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):|(href|src)="\/\//i);
    expect(html).not.toContain('<a ');
  });

  it('drops event attributes whatever the tag', () => {
    const html = renderMarkdown('![a" onerror="alert(1)](https://img.example/a.png)');
    expect(html).not.toMatch(/onerror="/);
    expect(html).toContain('alt="a&quot; onerror=&quot;alert(1)"');
  });

  it('keeps a backslash from making a path another site’s (/\\evil.example)', () => {
    expect(renderMarkdown('[x](/\\evil.example)')).toBe('<p><a href="/%5Cevil.example">x</a></p>');
  });

  it('keeps tables with their alignment', () => {
    expect(renderMarkdown('| a | b |\n|:-:|--:|\n| 1 | 2 |')).toContain('<th style="text-align:center">a</th>');
  });
});

describe('isSafeLink', () => {
  it.each(['/fr/faq', 'https://shop.example/x', 'http://a.example', 'mailto:a@b.c', 'tel:+33123', 'faq', ''])('takes %s', (link) => expect(isSafeLink(link)).toBe(true));
  it.each(['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'vbscript:x', 'https:evil', 'java\nscript:alert(1)'])(
    'refuses %s', (link) => expect(isSafeLink(link)).toBe(false));
});

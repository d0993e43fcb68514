import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeForScript } from './serialize-state';

describe('serializeForScript', () => {
  it('cannot close the script element it is inlined in', () => {
    const out = serializeForScript({ name: '</script><script>alert(1)</script>', note: '<!--' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<!--');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>', note: '<!--' });
  });

  it('escapes line separators', () => {
    expect(serializeForScript('a\u2028b')).toBe('"a\\u2028b"');
  });
});

describe('escapeHtml', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

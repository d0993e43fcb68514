import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeForScript, serializeStateForScript } from './serialize-state';

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

describe('serializeStateForScript', () => {
  const deepFreeze = <T extends object>(value: T): T => {
    Object.values(value).forEach((child) => typeof child === 'object' && child !== null && deepFreeze(child));
    return Object.freeze(value);
  };

  it('writes the same text as serializeForScript, hostile strings and left-out members included', () => {
    const translations = deepFreeze({ common: { close: 'Fermer </script>', sep: 'a\u2028b & c' } });
    const state = { context: { locale: 'fr' }, '</script>': '<!--', translations, missing: undefined, page: null, islands: 3, list: [1, 'x>y'] };
    const out = serializeStateForScript(state);
    expect(out).toBe(serializeForScript(state));
    expect(serializeStateForScript(state)).toBe(out);
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it('writes a frozen member once, and an unfrozen one on every page', () => {
    let frozenReads = 0;
    let liveReads = 0;
    const shared = Object.freeze({
      get text() {
        frozenReads += 1;
        return 'shared';
      },
    });
    const live = {
      get text() {
        liveReads += 1;
        return 'live';
      },
    };
    for (let page = 0; page < 3; page += 1) expect(serializeStateForScript({ shared, live })).toBe('{"shared":{"text":"shared"},"live":{"text":"live"}}');
    expect(frozenReads).toBe(1);
    expect(liveReads).toBe(3);
  });
});

describe('escapeHtml', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

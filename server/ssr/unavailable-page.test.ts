import { describe, expect, it } from 'vitest';
import { unavailablePage } from './unavailable-page';

describe('the page of an outage', () => {
  it('speaks the language of the address and asks for the same address again', () => {
    const german = unavailablePage('/de/herren?page=2');
    expect(german.locale).toBe('de');
    expect(german.html).toContain('lang="de-DE"');
    expect(german.html).toContain('href="/de/herren?page=2"');
    expect(german.html).toContain('Erneut versuchen');
    const french = unavailablePage('/homme');
    expect(french.html).toContain("merci de réessayer dans quelques instants");
    expect(french.html).toContain('Réessayer');
  });

  it('never links elsewhere nor lets the address write markup', () => {
    expect(unavailablePage('//evil.example/x').html).toContain('href="/"');
    const hostile = unavailablePage('/homme?q="><script>alert(1)</script>');
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&quot;&gt;&lt;script&gt;');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { LaterTexts } from './later-texts';

describe('the rest of a page’s texts', () => {
  it('loads once, adds the texts and marks them arrived', async () => {
    const translator = createI18n('fr', { 'a.shown': 'Vu' });
    const load = vi.fn(async () => ({ 'b.later': 'Plus tard' }));
    const texts = new LaterTexts(translator, load);
    let arrived = false;
    void texts.arrived.then(() => (arrived = true));
    await Promise.all([texts.complete(), texts.complete()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(translator.t('b.later')).toBe('Plus tard');
    await Promise.resolve();
    expect(arrived).toBe(true);
  });

  it('tries a failed load again on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ 'b.later': 'Plus tard' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const texts = new LaterTexts(createI18n('fr', {}), load);
    await texts.complete();
    await texts.complete();
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('asks for nothing when the page carries every text (a private page)', async () => {
    const load = vi.fn(async () => ({}));
    const texts = new LaterTexts(createI18n('fr', { 'a.shown': 'Vu' }), load, true);
    await texts.complete();
    await texts.arrived;
    expect(load).not.toHaveBeenCalled();
  });
});

import type { SeasonalBannerConfig } from '../catalogue/site';

export interface SeasonalBannerText {
  /** 1 to 4: which of the configured contents applies. */
  index: 1 | 2 | 3 | 4;
  text: string;
}

/**
 * SPEC §4/§9: the seasonal delivery banner shows between its first content's start and its end
 * date; its text switches between the four contents at their dates (the Christmas cut-offs: home
 * delivery, relay point, express, then "too late"). `now` is injected: the domain has no clock.
 */
export function seasonalBannerText(config: SeasonalBannerConfig | null, now: Date): SeasonalBannerText | null {
  if (!config) return null;
  const time = now.getTime();
  const end = Date.parse(config.endDate);
  if (!Number.isFinite(end) || time >= end) return null;
  const contents: [1 | 2 | 3 | 4, string, string][] = [
    [1, config.content1, config.content1Date],
    [2, config.content2, config.content2Date],
    [3, config.content3, config.content3Date],
    [4, config.content4, config.content4Date],
  ];
  let current: SeasonalBannerText | null = null;
  for (const [index, text, start] of contents) {
    const from = Date.parse(start);
    if (Number.isFinite(from) && time >= from && text.trim()) current = { index, text };
  }
  return current;
}

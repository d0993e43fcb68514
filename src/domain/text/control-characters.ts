/**
 * Control characters (C0, DEL and C1): never part of a name, a slug, a path, an address, a code
 * or a header value. PostgreSQL cannot even store NUL, so the boundary refuses them (DESIGN
 * decision 13); free text may keep its tabs and line breaks.
 */
export const CONTROL_CHARACTER_RANGES = '\\u0000-\\u001f\\u007f-\\u009f';

const CONTROL = new RegExp(`[${CONTROL_CHARACTER_RANGES}]`);
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasControlCharacter(text: string, options: { allowLineBreaks?: boolean } = {}): boolean {
  return (options.allowLineBreaks ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(text);
}

/** A UTF-16 half without its other half: no UTF-8 (so no URL, no PostgreSQL text) can hold it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

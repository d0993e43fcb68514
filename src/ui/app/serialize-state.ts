const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON made safe to inline inside a `<script>` element: `<` can never close the script or open a
 * comment, and the two line separators JavaScript once rejected are escaped too.
 */
export function serializeForScript(value: unknown): string {
  return escapeForScript(JSON.stringify(value));
}

function escapeForScript(json: string): string {
  return json.replace(SCRIPT_UNSAFE, (character) => SCRIPT_ESCAPES[character]);
}

/** The script-safe JSON of frozen values, kept while the value lives: a frozen value's JSON cannot change. */
const frozenJson = new WeakMap<object, string>();

/**
 * `serializeForScript` for a page's state object, the same text: its frozen members (the answers
 * the server shares between renders, deep-frozen there: translations, the site's menu and footer)
 * are written once, not on every page.
 */
export function serializeStateForScript(state: object): string {
  const members: string[] = [];
  for (const [key, value] of Object.entries(state)) {
    const frozen = typeof value === 'object' && value !== null && Object.isFrozen(value);
    let json = frozen ? frozenJson.get(value) : undefined;
    if (json === undefined) {
      const written = JSON.stringify(value) as string | undefined;
      // JSON leaves out what it cannot write (undefined, functions).
      if (written === undefined) continue;
      json = escapeForScript(written);
      if (frozen) frozenJson.set(value, json);
    }
    members.push(`${serializeForScript(key)}:${json}`);
  }
  return `{${members.join(',')}}`;
}

/** Text for HTML attributes and element content in the document shell (outside React). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

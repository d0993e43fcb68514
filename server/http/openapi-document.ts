/**
 * The finishing touches of the generated OpenAPI 3.1 document: where the API answers (`servers`:
 * the paths already carry /api/v5, so the shop's own origin) and an `operationId` on every
 * operation, which client generators and validators need. A route may name its own operation
 * (`schema.operationId`); the others get one from their method and path, unique in the document.
 */
type Operation = { operationId?: string } & Record<string, unknown>;
type Paths = Record<string, Record<string, Operation>>;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `get /api/v5/products/{productId}/information` → `getProductsByProductIdInformation`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v\d+/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      const name = (parameter ?? segment).split(/[^A-Za-z0-9]+/).filter(Boolean).map(capitalised).join('');
      return parameter ? `By${name}` : name;
    });
  return `${method.toLowerCase()}${words.join('') || 'Root'}`;
}

export function completeOpenApiDocument<D extends { paths?: unknown; servers?: unknown }>(document: D): D {
  const paths = (document.paths ?? {}) as Paths;
  const taken = new Set(Object.values(paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId).filter(Boolean)));
  const named: Paths = {};
  for (const [path, item] of Object.entries(paths)) {
    named[path] = {};
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || operation.operationId) {
        named[path][method] = operation;
        continue;
      }
      const base = operationIdOf(method, path);
      let operationId = base;
      for (let n = 2; taken.has(operationId); n += 1) operationId = `${base}${n}`;
      taken.add(operationId);
      named[path][method] = { operationId, ...operation };
    }
  }
  const servers = Array.isArray(document.servers) && document.servers.length > 0
    ? document.servers
    : [{ url: '/', description: 'This shop: every path starts with /api/v5' }];
  return { ...document, servers, paths: named };
}

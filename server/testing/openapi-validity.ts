/**
 * What makes an OpenAPI 3.1 document valid, checked without a network fetch of the official
 * schema: the document's own shape (version, info, servers, paths, operations) and every schema in
 * it against the JSON Schema 2020-12 meta-schema that 3.1 adopts (so a 3.0 habit such as the tuple
 * `items: […]` or `nullable` is refused, as validators do).
 */
import Ajv2020 from 'ajv/dist/2020.js';

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const meta = new Ajv2020({ strict: false, validateFormats: false });

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function schemaProblems(where: string, schema: unknown): string[] {
  if (typeof schema === 'boolean') return [];
  if (!isObject(schema)) return [`${where}: a schema is an object`];
  const problems = meta.validateSchema(schema) ? [] : (meta.errors ?? []).map((error) => `${where}${error.instancePath}: ${error.message}`);
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) node.forEach((each, index) => walk(each, `${path}/${index}`));
    else if (isObject(node)) {
      if ('nullable' in node) problems.push(`${where}${path}: nullable is OpenAPI 3.0 (use type: [..., 'null'])`);
      for (const [key, value] of Object.entries(node)) walk(value, `${path}/${key}`);
    }
  };
  walk(schema, '');
  return problems;
}

export function openApi31Problems(document: Json): string[] {
  const problems: string[] = [];
  if (typeof document.openapi !== 'string' || !/^3\.1\.\d+$/.test(document.openapi)) problems.push('openapi: 3.1.x');
  const info = document.info;
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string') problems.push('info: title and version');
  const servers = document.servers;
  if (!Array.isArray(servers) || servers.length === 0 || !servers.every((server) => isObject(server) && typeof server.url === 'string'))
    problems.push('servers: at least one { url }');
  if (!isObject(document.paths)) return [...problems, 'paths: an object'];
  const operationIds = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: a path starts with /`);
    if (!isObject(item)) continue;
    for (const method of METHODS.filter((name) => name in item)) {
      const operation = item[method] as Json;
      const where = `${method.toUpperCase()} ${path}`;
      if (typeof operation.operationId !== 'string' || operation.operationId === '') problems.push(`${where}: no operationId`);
      else if (operationIds.has(operation.operationId)) problems.push(`${where}: operationId ${operation.operationId} also on ${operationIds.get(operation.operationId)}`);
      else operationIds.set(operation.operationId, where);
      for (const [index, parameter] of ((operation.parameters ?? []) as Json[]).entries()) {
        if (typeof parameter.name !== 'string' || !['query', 'header', 'path', 'cookie'].includes(String(parameter.in))) problems.push(`${where} parameter ${index}: name and in`);
        if (parameter.in === 'path' && parameter.required !== true) problems.push(`${where} parameter ${String(parameter.name)}: a path parameter is required`);
        problems.push(...schemaProblems(`${where} parameter ${String(parameter.name)}`, parameter.schema));
      }
      const bodies = isObject(operation.requestBody) && isObject(operation.requestBody.content) ? Object.entries(operation.requestBody.content) : [];
      for (const [type, media] of bodies) problems.push(...schemaProblems(`${where} body ${type}`, (media as Json).schema));
      if (!isObject(operation.responses) || Object.keys(operation.responses).length === 0) problems.push(`${where}: no responses`);
      else for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^([1-5](\d\d|XX)|default)$/.test(status)) problems.push(`${where} ${status}: not a status`);
        if (!isObject(response) || typeof response.description !== 'string') problems.push(`${where} ${status}: a response has a description`);
        const content = isObject(response) && isObject(response.content) ? Object.entries(response.content) : [];
        for (const [type, media] of content) problems.push(...schemaProblems(`${where} ${status} ${type}`, (media as Json).schema));
      }
    }
  }
  const schemas = isObject(document.components) && isObject(document.components.schemas) ? Object.entries(document.components.schemas) : [];
  for (const [name, schema] of schemas) problems.push(...schemaProblems(`components.schemas.${name}`, schema));
  return problems;
}

import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';

type SerializerCompiler = typeof serializerCompiler;

/** Paths of the fields in `sent` that `kept` (the same answer after its contract) no longer has. */
function droppedFields(sent: unknown, kept: unknown, at: string[] = []): string[][] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, index) => droppedFields(item, kept[index], [...at, String(index)]));
  }
  if (sent === null || kept === null || typeof sent !== 'object' || typeof kept !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in kept ? droppedFields(value, (kept as Record<string, unknown>)[key], [...at, key]) : [[...at, key]],
  );
}

/**
 * The zod serializer, but an answer with a field its contract does not name fails (500) instead
 * of losing the field quietly. For tests: in production the field is dropped and the answer sent.
 */
export const strictSerializerCompiler: SerializerCompiler = (route) => {
  const serialize = serializerCompiler(route) as (data: unknown) => string;
  return (data: unknown) => {
    const json = serialize(data);
    const dropped = droppedFields(JSON.parse(JSON.stringify(data)), JSON.parse(json));
    if (dropped.length > 0) {
      const fields = dropped.map((path) => path.join('.')).join(', ');
      console.error(`${route.method} ${route.url}: fields the response contract does not name: ${fields}`);
      const issues = dropped.map((path) => ({
        path,
        code: 'unrecognized_keys',
        message: 'not in the contract',
      }));
      throw new ResponseSerializationError(route.method, route.url, { cause: { issues } as never });
    }
    return json;
  };
};

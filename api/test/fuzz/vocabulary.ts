import { z } from 'zod';
import * as contract from '@contract';

/**
 * Field names, closed values and the field set of every object schema the contract knows, read from its zod
 * schemas and enum arrays: random input built from them gets past "unknown field" and "missing field" into the
 * validation and SQL behind it, and schemas added later join in.
 */
type Shape = { name: string; keys: string[] };

function collect(): { keys: string[]; values: string[]; shapes: Shape[] } {
  const keys = new Set<string>();
  const values = new Set<string>();
  const shapes: Shape[] = [];
  const visit = (schema: unknown, depth: number, name: string): void => {
    if (depth > 3) return;
    if (schema instanceof z.ZodObject) {
      shapes.push({ name, keys: Object.keys(schema.shape as Record<string, unknown>) });
      for (const [key, field] of Object.entries(schema.shape as Record<string, unknown>)) {
        keys.add(key);
        visit(field, depth + 1, `${name}.${key}`);
      }
    } else if (schema instanceof z.ZodEnum) {
      for (const option of schema.options) values.add(String(option));
    } else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
      visit(schema.unwrap(), depth + 1, name);
    } else if (schema instanceof z.ZodArray) {
      visit(schema.element, depth + 1, name);
    }
  };
  for (const [name, exported] of Object.entries(contract)) {
    if (Array.isArray(exported)) for (const v of exported) if (typeof v === 'string') values.add(v);
    visit(exported, 0, name);
  }
  return { keys: [...keys].sort(), values: [...values].sort(), shapes: shapes.filter((shape) => shape.keys.length > 0) };
}

export const VOCABULARY = collect();

// Schemas of what clients send, as opposed to what the API answers.
const INPUT = /query|^create|^update|^resolve|login|subscription|input/i;

/**
 * The field sets of the input schemas named after the route's resource (`GET /api/admin/students` ->
 * `studentListQuerySchema`, `PATCH /api/admin/visa-cases/:id` -> `updateVisaCaseSchema`), so its own input is
 * tried most; wider sets when none matches.
 */
export function shapesFor(method: string, path: string): string[][] {
  const stems = path
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':') && segment !== 'api' && segment !== 'admin')
    .map((segment) => segment.replaceAll('-', '').toLowerCase().replace(/s$/, ''));
  const inputs = VOCABULARY.shapes.filter((shape) => INPUT.test(shape.name.split('.')[0]!));
  const mine = inputs.filter((shape) => stems.some((stem) => shape.name.toLowerCase().includes(stem)));
  const sameKind = mine.filter((shape) => /query/i.test(shape.name) === (method === 'GET'));
  const best = [sameKind, mine, inputs, VOCABULARY.shapes].find((shapes) => shapes.length > 0)!;
  return best.map((shape) => shape.keys);
}

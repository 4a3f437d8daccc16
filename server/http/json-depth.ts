// A guard on how deep a JSON body nests, checked without recursion. JSON.parse reads 100,000 nested arrays
// happily, but JSON.stringify, zod and any recursive walk over such a value overflow the stack (a 500).
import type { Context, Next } from 'koa';
import { BadRequestError } from '../errors/errors.ts';

/** No body of the API nests anywhere near this deep; a draft's data is a few levels. */
export const MAX_JSON_DEPTH = 64;

export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Middleware, after the JSON body parser: 400 for a body nested deeper than MAX_JSON_DEPTH. */
export async function limitJsonDepth(ctx: Context, next: Next): Promise<void> {
  if (nestsDeeperThan(ctx.request.body, MAX_JSON_DEPTH)) {
    throw new BadRequestError(
      `The request body may nest objects and arrays at most ${MAX_JSON_DEPTH} levels deep.`,
    );
  }
  await next();
}

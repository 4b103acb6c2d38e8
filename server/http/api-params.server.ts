import { data } from "react-router";
import type { z } from "zod";

/** Validates query parameters; a bad one becomes 400 `{ error }` naming the parameter. */
export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = issue.path.join(".") || "query";
    throw data({ error: `Invalid parameter "${name}": ${issue.message}` }, { status: 400 });
  }
  return parsed.data;
}

export function notFoundJson(message: string): never {
  throw data({ error: message }, { status: 404 });
}

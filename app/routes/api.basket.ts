import { data } from "react-router";
import { z } from "zod";
import { toBasketApiAnswer } from "../../server/basket/basket-api-answer.ts";
import { priceBasket } from "../../server/basket/price-basket.server.ts";
import { SolveTimeLimitError } from "../../server/basket/run-highs.ts";
import { parseQuery } from "../../server/http/api-params.server.ts";
import { parseBasketItems, parseMaxMerchants, type ParseResult } from "../../shared/basket.ts";
import type { Route } from "./+types/api.basket";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { items, maxMerchants } = parseQuery(request, BasketQuery);
  const outcome = await priceBasket(context.db, { items, maxMerchants }).catch((error: unknown) => {
    if (!(error instanceof SolveTimeLimitError)) throw error;
    throw data({ error: `${error.message}; try a higher maxMerchants, none, or a shorter list` }, { status: 503 });
  });
  if (!outcome.ok) {
    throw data({ error: `unknown product id(s): ${outcome.unknownProductIds.join(", ")}` }, { status: 400 });
  }
  return toBasketApiAnswer(outcome.pricing);
}

/** The shared parsers (also the page's) read both parameters, so the API and the page refuse the same lists. */
function fromParser<T>(parse: (raw: string | undefined) => ParseResult<T>) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const parsed = parse(raw);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    });
}

const BasketQuery = z.object({ items: fromParser(parseBasketItems), maxMerchants: fromParser(parseMaxMerchants) });

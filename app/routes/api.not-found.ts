import { data } from "react-router";
import type { Route } from "./+types/api.not-found";

export function loader({ request }: Route.LoaderArgs) {
  return data({ error: `No API endpoint at ${new URL(request.url).pathname}` }, { status: 404 });
}

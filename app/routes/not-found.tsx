import { data } from "react-router";
import type { Route } from "./+types/not-found";

// Unknown paths are logged and answered with a real 404; root's ErrorBoundary renders the page.
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`404 ${request.method} ${pathname.slice(0, 300)}`);
  throw data({ message: "Page not found" }, { status: 404 });
}

// A component is required: without one this would be a resource route and bypass the error page.
export default function NotFound() {
  return null;
}

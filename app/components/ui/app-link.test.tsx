import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Link as RouterLink,
  NavLink as RouterNavLink,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { isPlainPath, ServerLink, ServerNavLink } from "./app-link";

/** Renders `element` as the page at `url` through a static data router, as the server does. */
async function renderAt(url: string, element: ReactNode): Promise<string> {
  const routes = [{ path: "*", element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const PATHS = [
  "/",
  "/products",
  "/products?page=2",
  "/products?category=timber&sort=price_asc#results",
  "/product/149",
  "/merchants/",
  "/help/delivery-and-returns",
  "/search?q=c16%20timber",
  "/building-supplies?category=timber&q=a//b",
  "/about#team",
  "/café",
];

describe("ServerLink", () => {
  it.each(PATHS)("writes the same markup as React Router's Link for %s", async (to) => {
    const props = { className: "text-sm", "aria-label": "go", prefetch: "intent" as const, target: "_self" };
    const ours = await renderAt("/products", <ServerLink to={to} {...props} replace state={{ a: 1 }} />);
    const theirs = await renderAt("/products", <RouterLink to={to} {...props} replace state={{ a: 1 }} />);
    expect(ours).toBe(theirs);
    expect(ours).toContain("<a ");
  });

  it("keeps discover='none' and children as the router does", async () => {
    const ours = await renderAt(
      "/",
      <ServerLink to="/deals" discover="none">
        Deals
      </ServerLink>,
    );
    const theirs = await renderAt(
      "/",
      <RouterLink to="/deals" discover="none">
        Deals
      </RouterLink>,
    );
    expect(ours).toBe(theirs);
  });

  it("hands relative, dotted and prefetch='render' links to the router", async () => {
    for (const to of ["products", "../x", "/a/../b", "/a/./b", "//evil.example/x", "/a//b", "/x?", "/x#"]) {
      expect(isPlainPath(to)).toBe(false);
      const ours = await renderAt("/help/a", <ServerLink to={to} />);
      const theirs = await renderAt("/help/a", <RouterLink to={to} />);
      expect(ours).toBe(theirs);
    }
    const ours = await renderAt("/", <ServerLink to="/deals" prefetch="render" />);
    expect(ours).toBe(await renderAt("/", <RouterLink to="/deals" prefetch="render" />));
  });
});

describe("ServerNavLink", () => {
  const cases: Array<[location: string, to: string, end: boolean]> = [
    ["/", "/", true],
    ["/products", "/", true],
    ["/products", "/products", false],
    ["/products/x", "/products", false],
    ["/productsx", "/products", false],
    ["/Products", "/products", false],
    ["/products/x", "/products", true],
    ["/merchants/acme", "/merchants/", false],
    ["/building-supplies", "/building-supplies?category=timber", false],
  ];
  it.each(cases)("at %s marks %s (end %s) as the router does", async (location, to, end) => {
    const className = ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off");
    const ours = await renderAt(location, <ServerNavLink to={to} end={end} className={className} />);
    const theirs = await renderAt(location, <RouterNavLink to={to} end={end} className={className} />);
    expect(ours).toBe(theirs);
    const plain = await renderAt(location, <ServerNavLink to={to} end={end} className="x" />);
    expect(plain).toBe(await renderAt(location, <RouterNavLink to={to} end={end} className="x" />));
  });
});

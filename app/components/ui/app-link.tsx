import { forwardRef, type ComponentProps } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, useLocation, type NavLinkRenderProps } from "react-router";

/*
 * React Router's <Link> and <NavLink> for every link the app renders. In the browser they ARE React Router's
 * (client navigation, prefetch, route discovery unchanged). In the server bundle a plain site path
 * (`/products?page=2#x`) skips the router's per-link work — resolving the path against the route tree, the
 * click and prefetch hooks, which do nothing on the server — and writes the same <a> the router would: a
 * fresh page render spent ~7 % of its CPU inside Link (issue 15; header, footer and cards hold 40–100 links).
 * The markup must stay identical or hydration would complain: app-link.test.tsx renders both for the
 * shapes the app uses. Anything else (relative paths, dot segments, masks, prefetch="render", a `relative`
 * or `reloadDocument`) goes to the router's own component. Assumes the basename is "/" (react-router.config.ts).
 */

type LinkProps = ComponentProps<typeof RouterLink>;
type NavLinkProps = ComponentProps<typeof RouterNavLink>;

/**
 * A path the router writes back unchanged: absolute, not protocol-relative, no backslash, no `//`, `.` or `..`
 * segment in the pathname (the router would normalise those), no bare `?` or `#` (it would drop them).
 */
export function isPlainPath(to: LinkProps["to"]): to is string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.includes("\\")) return false;
  const hashAt = to.indexOf("#");
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const searchAt = beforeHash.indexOf("?");
  const pathname = searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt);
  if (to.endsWith("#") || searchAt === beforeHash.length - 1) return false;
  return !pathname.includes("//") && !pathname.split("/").some((segment) => segment === "." || segment === "..");
}

function markupOnly(props: LinkProps): boolean {
  return (
    isPlainPath(props.to) &&
    props.prefetch !== "render" &&
    props.mask === undefined &&
    props.relative === undefined &&
    !props.reloadDocument
  );
}

export const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  if (!markupOnly(props)) return <RouterLink {...props} ref={ref} />;
  const {
    to,
    target,
    discover = "render",
    // What follows only acts in the browser: dropped here as the router drops them from its <a>.
    prefetch: _prefetch,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    onClick: _onClick,
    ...rest
  } = props;
  // The router's attribute order: the HTML must be byte-for-byte the same (and the page cache's bytes with it).
  return <a {...rest} href={to as string} target={target} data-discover={discover === "render" ? "true" : undefined} />;
});

/** On the server a navigation is never pending or transitioning: only "is this the current page" is left. */
export const ServerNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function ServerNavLink(props, ref) {
  const { pathname } = useLocation();
  // Printable ASCII only: the router compares its percent-encoded form with the location.
  if (!isPlainPath(props.to) || !/^[\x21-\x7e]*$/.test(props.to) || props.relative !== undefined)
    return <RouterNavLink {...props} ref={ref} />;
  const {
    "aria-current": ariaCurrentProp = "page",
    caseSensitive = false,
    className: classNameProp = "",
    end = false,
    style: styleProp,
    children,
    ...rest
  } = props;
  const isActive = matchesLocation(props.to, pathname, caseSensitive, end);
  const state: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === "function"
      ? classNameProp(state)
      : [classNameProp, isActive ? "active" : null].filter(Boolean).join(" ");
  return (
    <ServerLink
      {...rest}
      ref={ref}
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={className}
      style={typeof styleProp === "function" ? styleProp(state) : styleProp}
    >
      {typeof children === "function" ? children(state) : children}
    </ServerLink>
  );
});

/** NavLink's own rule, for a plain path (its pathname is the part before `?` and `#`). */
function matchesLocation(to: string, locationPathname: string, caseSensitive: boolean, end: boolean): boolean {
  let toPathname = to.replace(/[?#].*$/, "");
  let current = locationPathname;
  if (!caseSensitive) {
    toPathname = toPathname.toLowerCase();
    current = current.toLowerCase();
  }
  const endSlash = toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
  return current === toPathname || (!end && current.startsWith(toPathname) && current.charAt(endSlash) === "/");
}

export const Link: typeof RouterLink = import.meta.env.SSR ? (ServerLink as typeof RouterLink) : RouterLink;
export const NavLink: typeof RouterNavLink = import.meta.env.SSR
  ? (ServerNavLink as typeof RouterNavLink)
  : RouterNavLink;

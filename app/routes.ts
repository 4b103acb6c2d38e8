import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("product/:id", "routes/product.tsx"),
  route("products", "routes/products.tsx"),
  route("building-supplies", "routes/building-supplies.tsx"),
  route("bricks-and-blocks", "routes/bricks-and-blocks.tsx"),
  route("merchants", "routes/merchants.tsx"),
  route("merchants/:id", "routes/merchant.tsx"),
  route("compare", "routes/compare.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("sitemaps/:file", "routes/sitemaps.$file.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("healthz", "routes/healthz.ts"),
  route("api/products/:id", "routes/api.products.$id.ts"),
  route("api/products/:id/history", "routes/api.products.$id.history.ts"),
  route("api/offers", "routes/api.offers.ts"),
  route("api/merchants", "routes/api.merchants.ts"),
  route("api/*", "routes/api.not-found.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

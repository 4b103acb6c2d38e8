import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("product/:id", "routes/product.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("api/products/:id", "routes/api.products.$id.ts"),
  route("api/products/:id/history", "routes/api.products.$id.history.ts"),
  route("api/offers", "routes/api.offers.ts"),
  route("api/merchants", "routes/api.merchants.ts"),
  route("api/*", "routes/api.not-found.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

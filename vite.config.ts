import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { messagePathFor } from "./app/routes.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Route paths are fixed at build time, so the message page's path is too (shared/message-path.ts).
  define: { __MESSAGE_PATH__: JSON.stringify(messagePathFor(process.env.MESSAGE_PATH)) },
  build: { target: "es2022" },
  server: { hmr: true },
});

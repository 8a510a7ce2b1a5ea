import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build bundles the whole process entry (server/main.ts): Express, the JSON API and the
// React Router request handler share one copy of every module. See docs/architecture.md.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/main.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});

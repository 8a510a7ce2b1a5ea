/**
 * `npm run lint:api` (first step): writes the OpenAPI description that /api/openapi.json serves
 * with this environment to the file named, or to stdout.
 */
import fs from "node:fs";
import path from "node:path";
import { buildApiDescription } from "./api-contract";

const text = `${JSON.stringify(await buildApiDescription(), null, 2)}\n`;
const target = process.argv[2];
if (target) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
} else {
  process.stdout.write(text);
}

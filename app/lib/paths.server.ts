import { existsSync } from "node:fs";
import path from "node:path";

/** The project folder (holding package.json), from source files and from the server build alike. */
export function findProjectRoot(from = import.meta.dirname): string {
  let dir = from;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

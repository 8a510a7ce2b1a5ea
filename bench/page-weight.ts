/**
 * JavaScript a visitor downloads to open each public page, from the build's route manifest: the
 * client entry plus every route module on the way to the page, with all their imports, each file
 * counted once, gzip-compressed.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export function readManifest(clientDir: string): Manifest {
  const file = fs.readdirSync(path.join(clientDir, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("No route manifest in the build");
  const source = fs.readFileSync(path.join(clientDir, "assets", file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
}

/** gzip KiB of the JavaScript for the route `routeId` and its parents. */
export function javascriptKiB(clientDir: string, manifest: Manifest, routeId: string): number {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in the manifest`);
    files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  let bytes = 0;
  for (const file of files) bytes += zlib.gzipSync(fs.readFileSync(path.join(clientDir, file))).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

import http from "node:http";
import { publicSlugs, requestMix } from "./load";
const url = process.argv[2]!;
const seconds = Number(process.argv[3] ?? 90);
const { slugs, articles } = await publicSlugs(url);
const next = requestMix(slugs, articles);
const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
const results: Array<{ path: string; ms: number; status: number }> = [];
const end = Date.now() + seconds * 1000;
const one = (path: string) => new Promise<{ status: number }>((resolve) => {
  const req = http.get(`${url}${path}`, { agent, headers: { "accept-encoding": "gzip, br" } }, (res) => { res.resume(); res.on("end", () => resolve({ status: res.statusCode! })); });
  req.on("error", () => resolve({ status: 0 }));
});
await Promise.all(Array.from({ length: 200 }, async () => {
  while (Date.now() < end) { const path = next(); const t = Date.now(); const { status } = await one(path); results.push({ path, ms: Date.now() - t, status }); }
}));
const kind = (p: string) => p.startsWith("/api/institutions?q=") ? "api-search" : p.startsWith("/search?q=") ? "page-search" : p.startsWith("/api") ? "api-other" : "page-other";
const by = new Map<string, number[]>();
for (const r of results) { const k = kind(r.path) + (/[a-z]+[0-9a-z]*[0-9][0-9a-z]*$|&page=/.test(r.path) ? "-unique" : ""); by.set(k, [...(by.get(k) ?? []), r.ms]); }
for (const [k, v] of by) { v.sort((a, b) => a - b); console.log(k, v.length, "p50", v[Math.floor(v.length / 2)], "p99", v[Math.floor(v.length * 0.99)], "max", v.at(-1)); }
console.log("total", results.length, "non-200", results.filter((r) => r.status !== 200).length);
for (const r of results.sort((a, b) => b.ms - a.ms).slice(0, 12)) console.log(r.ms, r.status, r.path);

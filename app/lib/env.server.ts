import net from "node:net";
import path from "node:path";
import { z } from "zod";

const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** An address, a subnet (address/bits) or one of Express's names for a range. */
function isProxyAddress(entry: string) {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * The proxies (load balancers) in front of the app whose X-Forwarded-For is believed: a number of
 * hops, or a comma-separated list of addresses and subnets. Unset: the socket's peer is the client.
 */
const TrustProxySchema = z
  .string()
  .transform((value, context) => {
    if (/^\d+$/.test(value.trim())) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: "custom",
      message:
        "must be a number of proxy hops, or addresses and subnets (e.g. 10.0.0.0/8,loopback) separated by commas",
    });
    return z.NEVER;
  })
  .optional();

/**
 * A raster tile address template (Leaflet's {z}/{x}/{y}, optionally {s} subdomains and {r}) for
 * the search map. Its hosts are added to the CSP's img-src, so only http(s) addresses are taken.
 */
const MapTileUrlSchema = z
  .string()
  .trim()
  .refine((value) => ["{z}", "{x}", "{y}"].every((part) => value.includes(part)), "must contain {z}, {x} and {y}")
  .refine((value) => {
    try {
      return /^https?:$/.test(new URL(value.replaceAll("{s}", "a")).protocol);
    } catch {
      return false;
    }
  }, "must be an http:// or https:// address template")
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: TrustProxySchema,
  MAP_TILE_URL: MapTileUrlSchema,
  MAP_TILE_ATTRIBUTION: z.string().trim().max(500, "must be at most 500 characters").optional(),
});

export type Env = z.infer<typeof EnvSchema> & { DATA_DIR: string; PUBLIC_URL: string };

/** Empty strings count as unset, as they do in most shells' `VAR= cmd`. */
function withoutEmpty(source: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
}

/** Parses the environment once at start-up; a bad value stops the process with a clear message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(withoutEmpty(source));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
    throw new Error(
      "Invalid environment:\n  AUTH_SECRET: required when NODE_ENV=production and DATABASE_URL is set (all app processes must share it)",
    );
  }
  if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    throw new Error("Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  if (env.MAP_TILE_URL && !env.MAP_TILE_ATTRIBUTION) {
    throw new Error(
      "Invalid environment:\n  MAP_TILE_ATTRIBUTION: required with MAP_TILE_URL (tile providers require their credit on the map)",
    );
  }
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  };
}

/** The tile host a browser will load images from, as a CSP source ({s} subdomains become a wildcard). */
export function mapTileSource(env: Pick<Env, "MAP_TILE_URL">): string | undefined {
  if (!env.MAP_TILE_URL) return undefined;
  const url = new URL(env.MAP_TILE_URL.replaceAll("{s}", "subdomain-placeholder"));
  return `${url.protocol}//${url.host.replace("subdomain-placeholder", "*")}`;
}

/**
 * A steady stream of writes a user and an administrator make (saving institutions to favorites,
 * creating institutions through the admin API), remembering exactly which ones the app
 * acknowledged with a 2xx, so that a check can kill things mid-stream and then look for each.
 */
import type pg from "pg";
import { siteFetch, sleep } from "./harness";

interface WriteLoad {
  /** Institution ids saved to the user's favorites with a 200. */
  readonly favorites: Set<number>;
  /** Institutions created with a 201: id and name. */
  readonly institutions: Map<number, string>;
  /** Every outcome by status or error code, e.g. "200", "503", "ECONNREFUSED". */
  readonly outcomes: Map<string, number>;
  /** Requests sent but not answered yet. */
  inFlight(): number;
  /** Acknowledged writes so far. */
  acknowledged(): number;
  stop(): Promise<void>;
}

export function startWrites(options: {
  url: string;
  user: { cookie: string };
  admin: { cookie: string };
  institutionIds: readonly number[];
  /** Marks this run's institution names, e.g. "app kill". */
  tag: string;
  clients?: number;
}): WriteLoad {
  const favorites = new Set<number>();
  const institutions = new Map<number, string>();
  const outcomes = new Map<string, number>();
  let pending = 0;
  let stopping = false;
  let counter = 0;
  const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);

  const writeOnce = async (n: number) => {
    if (n % 2 === 0) {
      const id = options.institutionIds[(n / 2) % options.institutionIds.length]!;
      const response = await siteFetch(options.url, `/api/favorites/${id}`, {
        method: "PUT",
        cookie: options.user.cookie,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      count(String(response.status));
      if (response.status === 200) favorites.add(id);
      return response.status;
    } else {
      const name = `Reliability ${options.tag} ${n}`;
      const response = await siteFetch(options.url, "/api/admin/institutions", {
        method: "POST",
        cookie: options.admin.cookie,
        json: {
          institution_name: name,
          institution_type: "College",
          denomination: "Baptist",
          accreditation_status: "Accredited Institution",
          listed_because_url: "https://www.example.org/about/",
          listed_because_quote: "A Christian college of the Baptist tradition.",
          listed_because_kind: "official-site",
          city: "Springfield",
        },
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await response.json().catch(() => null)) as { data?: { institution?: { id: number } } } | null;
      count(String(response.status));
      if (response.status === 201 && body?.data?.institution) institutions.set(body.data.institution.id, name);
      return response.status;
    }
  };

  const client = async () => {
    while (!stopping) {
      const n = counter++;
      pending += 1;
      try {
        // 503: the database is down; try again shortly, as a person would.
        if ((await writeOnce(n)) === 503) await sleep(50);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        count(cause?.code ?? (error as Error).name ?? "error");
        await sleep(100); // the app is gone or restarting: do not spin
      } finally {
        pending -= 1;
      }
    }
  };
  const clients = Array.from({ length: options.clients ?? 6 }, () => client());

  return {
    favorites,
    institutions,
    outcomes,
    inFlight: () => pending,
    acknowledged: () => favorites.size + institutions.size,
    async stop() {
      stopping = true;
      await Promise.all(clients);
    },
  };
}

/** Which acknowledged writes the database does not hold. */
export async function missingWrites(pool: pg.Pool, load: WriteLoad, userId: string) {
  const { rows: saved } = await pool.query<{ id: number }>(
    "select institution_id as id from favorites where user_id = $1",
    [userId],
  );
  const savedIds = new Set(saved.map((row) => row.id));
  const { rows: created } = await pool.query<{ id: number; name: string }>(
    "select id, institution_name as name from institutions where id = any($1)",
    [[...load.institutions.keys()]],
  );
  const createdNames = new Map(created.map((row) => [row.id, row.name]));
  return {
    favorites: [...load.favorites].filter((id) => !savedIds.has(id)),
    institutions: [...load.institutions].filter(([id, name]) => createdNames.get(id) !== name).map(([id]) => id),
  };
}

export function describeOutcomes(outcomes: Map<string, number>) {
  return [...outcomes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key} x${count}`)
    .join(", ");
}

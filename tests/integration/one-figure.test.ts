/**
 * One figure per fact, everywhere it is shown: every listed U.S. school, walked over HTTP on the
 * built server, shows the same tuition with the same year on its card (search API and search page),
 * in Quick Overview, in the cost section, in compare (API and page) and in the API; and the search
 * sorted by tuition orders the schools by the figure their cards show.
 */
import { describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "~/domain/institutions/search-options";
import { siteUnderTest } from "../setup/site";

/** What a place shows of a school's tuition: the figure ("$42,380", or null: none) and its year. */
interface Shown {
  figure: string | null;
  year: string | null;
}

// The bodies are read field by field below; typing them would only repeat the assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** The text of some HTML: no tags, no React's text separators, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

const money = (value: number | null) => (value === null ? null : `$${value.toLocaleString("en-US")}`);
const yearIn = (text: string) => text.match(/\b(\d{4}-\d{2}|fall \d{4})\b/)?.[1] ?? null;

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe("one tuition figure per school, everywhere it is shown", async () => {
  const site = await siteUnderTest();

  const get = async (path: string) => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status, path).toBe(200);
    return response;
  };
  const json = async (path: string): Promise<Json> => (await (await get(path)).json()).data;
  const html = async (path: string) => (await get(path)).text();

  /** Every card of a search, page by page. */
  async function allCards(query: string): Promise<Json[]> {
    const cards: Json[] = [];
    for (let page = 1; ; page++) {
      const data = await json(`/api/institutions?${query}&page_size=${MAX_PAGE_SIZE}&page=${page}`);
      cards.push(...data.institutions);
      if (page >= data.pagination.totalPages) return cards;
    }
  }

  it("shows the same tuition and year on the card, Quick Overview, the cost section, compare and the API", async () => {
    const cards = await allCards("country=United%20States&sort=name");
    expect(cards.length).toBeGreaterThan(750);
    // Where each school's tuition is shown, by slug: one entry per place.
    const shown = new Map<string, Map<string, Shown>>(cards.map((card) => [card.slug, new Map()]));
    const see = (slug: string, place: string, figure: string | null, year: string | null) => {
      expect(shown.has(slug), `${place} names ${slug}, a school the search does not list`).toBe(true);
      shown.get(slug)!.set(place, { figure, year: figure === null ? null : year });
    };
    for (const card of cards) see(card.slug, "card (API)", money(card.tuition), card.tuition_year);

    // The cards of the search page.
    for (let page = 1; page <= Math.ceil(cards.length / MAX_PAGE_SIZE); page++) {
      const page_html = await html(`/search?country=United+States&sort=name&page_size=${MAX_PAGE_SIZE}&page=${page}`);
      for (const [, article] of page_html.matchAll(/<article\b[^>]*>([\s\S]*?)<\/article>/g)) {
        const slug = article!.match(/href="\/institution\/([^"?]+)"/)![1]!;
        const text = textOf(article!);
        const figure = text.match(/(\$[\d,]+) tuition \(([^)]+)\)/);
        if (!figure) expect(text, slug).toContain("Tuition not reported");
        see(slug, "card (page)", figure?.[1] ?? null, figure?.[2] ?? null);
      }
    }

    const slugs = [...shown.keys()];
    await inParallel(slugs, 4, async (slug) => {
      // The API: the institution's figure, and the cost section's in-state figure beside it.
      const { institution, outcomes } = await json(`/api/institutions/${slug}`);
      see(slug, "API", money(institution.tuition), institution.tuition_year);
      const inState = outcomes.figures.find((figure: Json) => figure.measure === "tuition_in_state");
      see(slug, "cost section (API)", money(inState.value), inState.source_year);

      // The page: Quick Overview and the cost section.
      const page = await html(`/institution/${slug}`);
      const overview = textOf(page.match(/>Tuition and Fees<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/)![1]!);
      const overviewFigure = overview.match(/^\$[\d,]+/)?.[0] ?? null;
      if (!overviewFigure) expect(overview, slug).toBe("Not reported");
      see(slug, "Quick Overview", overviewFigure, yearIn(overview));
      const cost = textOf(page.match(/data-measure="tuition_in_state">([\s\S]*?)<\/div>/)![1]!);
      const costFigure = cost.match(/Tuition and fees, in-state (\$[\d,]+)/)?.[1] ?? null;
      see(slug, "cost section (page)", costFigure, cost.match(/Source: .*?, (\S+)$/)?.[1] ?? null);
    });

    // Compare, four schools at a time: the API's row and the page's row.
    const groups = Array.from({ length: Math.ceil(slugs.length / 4) }, (_, i) => slugs.slice(i * 4, i * 4 + 4));
    await inParallel(groups, 4, async (group) => {
      const comparison = await json(`/api/compare?schools=${group.join(",")}`);
      const row = comparison.rows.find((candidate: Json) => candidate.key === "tuition");
      comparison.institutions.forEach((school: Json, i: number) => {
        const cell = row.cells[i];
        see(school.slug, "compare (API)", cell.reported ? cell.text : null, cell.note && yearIn(cell.note));
      });
      const page = await html(`/compare?schools=${group.join(",")}`);
      const label = page.indexOf(">Tuition and fees, in-state</th>");
      expect(label, group.join(",")).toBeGreaterThan(0);
      const tr = page.slice(label, page.indexOf("</tr>", label));
      const cells = [...tr.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) => textOf(cell!));
      expect(cells).toHaveLength(group.length);
      comparison.institutions.forEach((school: Json, i: number) => {
        const figure = cells[i]!.match(/^\$[\d,]+/)?.[0] ?? null;
        see(school.slug, "compare (page)", figure, yearIn(cells[i]!));
      });
    });

    const places = [
      "card (API)",
      "card (page)",
      "API",
      "cost section (API)",
      "Quick Overview",
      "cost section (page)",
      "compare (API)",
      "compare (page)",
    ];
    let withFigure = 0;
    for (const [slug, byPlace] of shown) {
      expect([...byPlace.keys()].sort(), slug).toEqual([...places].sort());
      const api = byPlace.get("API")!;
      if (api.figure) withFigure++;
      for (const place of places) expect(byPlace.get(place), `${slug}: ${place}`).toEqual(api);
    }
    // Almost every school has a figure, each with its year.
    expect(withFigure).toBeGreaterThan(650);
  }, 900_000);

  it("orders the search by tuition by the figure the cards show, schools without one last", async () => {
    const cards = await allCards("country=United%20States&sort=tuition");
    const figures = cards.map((card) => card.tuition as number | null);
    const firstMissing = figures.indexOf(null);
    const priced = (firstMissing < 0 ? figures : figures.slice(0, firstMissing)) as number[];
    expect(priced.length).toBeGreaterThan(650);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    if (firstMissing >= 0) expect(figures.slice(firstMissing).every((figure) => figure === null)).toBe(true);
    // The figure each card is ordered by is its page's figure (a sample across the order).
    for (const card of cards.filter((_, i) => i % 50 === 0 && cards[i].tuition !== null)) {
      const { institution } = await json(`/api/institutions/${card.slug}`);
      expect([institution.tuition, institution.tuition_year]).toEqual([card.tuition, card.tuition_year]);
      const page = await html(`/institution/${card.slug}`);
      expect(textOf(page.match(/>Tuition and Fees<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/)![1]!)).toContain(
        `${money(card.tuition)} · `,
      );
    }
  });
});

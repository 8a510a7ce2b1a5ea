import { describe, expect, it } from "vitest";
import { searchParamsFromUrl } from "./institution.schemas";
import { activeFilters } from "./search-filter-options";
import { countPanelFilters, searchHrefWithout } from "./search-options";

const paramsOf = (query: string) => searchParamsFromUrl(new URLSearchParams(query));

describe("the active filters of a search, in words", () => {
  it("names each filter of the panel as its control does, with the chosen value in words", () => {
    const params = paramsOf(
      "q=bible&program=51.3801&country=United+States&state=TX&institution_type=Seminary&accreditation_group=accredited" +
        "&association=ATS&seminary_degree=mdiv&max_net_price=20000&min_graduation_rate=60&online_programs=true" +
        "&chapel_required=true&sort=name",
    );
    expect(activeFilters(params, { TX: "Texas" })).toEqual([
      { key: "country", words: "Country: United States" },
      { key: "state", words: "State / Province: Texas" },
      { key: "institution_type", words: "Type: Seminary" },
      { key: "accreditation_group", words: "Accreditation: Accredited" },
      { key: "association", words: "Association: ATS member" },
      { key: "chapel_required", words: "Chapel required" },
      { key: "seminary_degree", words: "Seminary Degree: Offers an MDiv" },
      { key: "online_programs", words: "Offers online programs" },
      { key: "max_net_price", words: "Net price after aid: Up to $20,000 a year" },
      { key: "min_graduation_rate", words: "Graduation rate: 60% or higher" },
    ]);
    // The badge counts the same filters; the program has its own field and is not among them.
    expect(countPanelFilters(params)).toBe(10);
  });

  it("has none for a search without filters, or with only a program", () => {
    expect(activeFilters(paramsOf("q=nursing&sort=name"), {})).toEqual([]);
    expect(activeFilters(paramsOf("program=51.3801&level=bachelor"), {})).toEqual([]);
  });
});

describe("the address of a search without one of its filters", () => {
  const params = paramsOf("q=bible&country=United+States&state=TX&institution_type=Seminary&sort=name&page=3");

  it("keeps the query, the order and the other filters, back on page 1", () => {
    expect(searchHrefWithout(params, "institution_type")).toBe(
      "/search?q=bible&country=United+States&state=TX&sort=name",
    );
  });

  it("drops the state with its country", () => {
    expect(searchHrefWithout(params, "country")).toBe("/search?q=bible&institution_type=Seminary&sort=name");
    expect(searchHrefWithout(params, "state")).toBe(
      "/search?q=bible&country=United+States&institution_type=Seminary&sort=name",
    );
  });

  it("stays on the map when the search is shown as a map", () => {
    expect(searchHrefWithout({ ...params, view: "map" }, "state")).toBe(
      "/search?q=bible&country=United+States&institution_type=Seminary&sort=name&view=map",
    );
  });
});

import { Columns3, Heart } from "lucide";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { icon } from "./icon";

describe("icon", () => {
  it("draws every element of the drawing inside one svg, hidden from assistive technology", () => {
    const markup = renderToStaticMarkup(createElement(icon(Columns3), { className: "size-4" }));
    expect(markup).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*class="size-4"[^>]*>/);
    expect(markup).toContain('<rect width="18" height="18" x="3" y="3" rx="2"></rect>');
    expect(markup).toContain('<path d="M9 3v18"></path><path d="M15 3v18"></path></svg>');
  });

  it("is announced when it is given a label", () => {
    const markup = renderToStaticMarkup(createElement(icon(Heart), { "aria-label": "Saved" }));
    expect(markup).toContain('aria-label="Saved"');
    expect(markup).not.toContain("aria-hidden");
    expect(markup).toMatch(/<path d="M2 9\.5a5\.5[^"]*"><\/path><\/svg>$/);
  });
});

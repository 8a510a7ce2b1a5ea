/**
 * Measurements the accessibility suite makes inside the page, beyond axe: the focus indicator of
 * every element reached with Tab, and the size and spacing of every interactive target.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { AXE_TAGS } from "./fixtures";

/** The elements a person can click, tap or reach with Tab. */
const INTERACTIVE = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable=true]",
  "[role=button]",
  "[role=link]",
  "[role=checkbox]",
  "[role=radio]",
  "[role=switch]",
  "[role=tab]",
  "[role=menuitem]",
  "[role=option]",
].join(",");

export interface AxeOutcome {
  violations: { id: string; impact: string | null | undefined; nodes: string[] }[];
  /** Nodes axe's target-size rule could not decide (checked by measureTargets instead). */
  targetSizeIncomplete: string[];
  /** Nodes axe's target-size rule checked and passed. */
  targetSizePassed: number;
}

export async function runAxe(page: Page): Promise<AxeOutcome> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const targetSize = (list: typeof results.passes) => list.find((rule) => rule.id === "target-size")?.nodes ?? [];
  return {
    violations: results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`).slice(0, 5),
    })),
    targetSizeIncomplete: targetSize(results.incomplete).map((node) => node.target.join(" ")),
    targetSizePassed: targetSize(results.passes).length,
  };
}

export interface FocusStep {
  element: string;
  /** Why the focused element shows no usable indicator; absent when it does. */
  problem?: string;
}

/**
 * Presses Tab up to `steps` times from wherever focus is, and checks each element that receives
 * focus: an outline or box-shadow (on it, on an ancestor through :focus-within, or on the label
 * of a visually hidden input) that its unfocused state does not have, in a visible colour with at
 * least 3:1 contrast against the background around it (WCAG 1.4.11 for focus indicators).
 * Stops early when focus comes back to the first element reached (a full cycle).
 */
export async function walkFocus(page: Page, steps: number): Promise<FocusStep[]> {
  await page.evaluate(installFocusProbe, INTERACTIVE);
  const seen: FocusStep[] = [];
  let first: string | undefined;
  for (let step = 0; step < steps; step++) {
    await page.evaluate(() => window.__focusProbe!.rememberUnfocused());
    await page.keyboard.press("Tab");
    const result = await page.evaluate(() => window.__focusProbe!.inspectFocused());
    if (!result) continue; // focus left the document (e.g. to the browser's own UI)
    if (result.key === first) break;
    first ??= result.key;
    seen.push({ element: result.element, ...(result.problem ? { problem: result.problem } : {}) });
  }
  return seen;
}

interface FocusProbe {
  rememberUnfocused(): void;
  inspectFocused(): { key: string; element: string; problem?: string } | null;
}

declare global {
  interface Window {
    __focusProbe?: FocusProbe;
  }
}

/** Runs in the page. */
function installFocusProbe(interactive: string) {
  if (window.__focusProbe) return;
  interface Look {
    outline: string;
    shadow: string;
  }
  const unfocused = new WeakMap<Element, Look[]>();
  const keys = new WeakMap<Element, string>();
  let nextKey = 0;

  type Rgba = [number, number, number, number];
  // Computed colours come in several notations (Tailwind 4's palette is oklch): a canvas turns
  // any of them into sRGB bytes.
  const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  const parsed = new Map<string, Rgba | null>();
  const parseColor = (value: string): Rgba | null => {
    if (!parsed.has(value)) {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = "#000";
      canvas.fillStyle = value;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      parsed.set(value, value === "transparent" ? [0, 0, 0, 0] : [r!, g!, b!, a! / 255]);
    }
    return parsed.get(value)!;
  };
  const COLOR = /(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^)]*\)|#[0-9a-f]{3,8}\b/gi;
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (high + 0.05) / (low + 0.05);
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3];
    return [0, 1, 2].map((i) => top[i]! * alpha + bottom[i]! * (1 - alpha)).concat(1) as Rgba;
  };
  /**
   * The colours behind an element: its first ancestor with an opaque background colour, or every
   * stop of a gradient, with the translucent layers on the way blended over them.
   */
  const backgroundsOf = (element: Element | null): Rgba[] => {
    const layers: Rgba[] = [];
    for (let node = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const stops = (style.backgroundImage.match(COLOR) ?? []).map(parseColor) as Rgba[];
      const color = parseColor(style.backgroundColor);
      const base = stops.length ? stops : color && color[3] >= 1 ? [color] : null;
      if (base) return base.map((colour) => layers.reduceRight((below, layer) => over(layer, below), colour));
      if (color && color[3] > 0) layers.push(color);
    }
    return [layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1] as Rgba)];
  };
  const look = (element: Element): Look => {
    const style = getComputedStyle(element);
    return {
      outline:
        style.outlineStyle === "none" || parseFloat(style.outlineWidth) === 0
          ? "none"
          : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`,
      shadow: style.boxShadow,
    };
  };
  /** The elements whose look can show an element's focus: itself, three ancestors, its labels. */
  const carriers = (element: Element): Element[] => {
    const list: Element[] = [element];
    for (let node = element.parentElement, depth = 0; node && depth < 3; node = node.parentElement, depth++) {
      list.push(node);
    }
    const labels = (element as HTMLInputElement).labels;
    if (labels) list.push(...Array.from(labels));
    return list;
  };
  const describe = (element: Element) => {
    const name =
      element.getAttribute("aria-label") ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      "";
    const id = element.id ? `#${element.id}` : "";
    return `${element.tagName.toLowerCase()}${id} "${name.trim().replace(/\s+/g, " ").slice(0, 50)}"`;
  };
  /** Colours of a box-shadow that are not fully transparent and not in the shadow before focus. */
  const newShadowColors = (shadow: string, before: string | undefined) => {
    const old = before?.match(COLOR) ?? [];
    return (shadow.match(COLOR) ?? [])
      .filter((value) => !old.includes(value))
      .map(parseColor)
      .filter((color) => color && color[3] > 0) as Rgba[];
  };

  window.__focusProbe = {
    rememberUnfocused() {
      const active = document.activeElement;
      for (const element of document.querySelectorAll(interactive)) {
        if (element === active || element.contains(active)) continue;
        unfocused.set(element, carriers(element).map(look));
      }
    },
    inspectFocused() {
      // Focus inside an iframe (a video player) is the player's own business.
      const element = document.activeElement;
      if (!element || element === document.body || element.tagName === "IFRAME") return null;
      if (!keys.has(element)) keys.set(element, String(nextKey++));
      const key = keys.get(element)!;
      const text = describe(element);
      const rect = element.getBoundingClientRect();
      const labelsVisible = Array.from((element as HTMLInputElement).labels ?? []).some(
        (label) => label.getBoundingClientRect().width > 1,
      );
      if ((rect.width <= 1 || rect.height <= 1) && !labelsVisible) {
        return { key, element: text, problem: "focused element is not visible" };
      }
      const before = unfocused.get(element);
      const nodes = carriers(element);
      const now = nodes.map(look);
      const reasons: string[] = [];
      for (const [index, node] of nodes.entries()) {
        const current = now[index]!;
        const previous = before?.[index];
        const changed = !previous || previous.outline !== current.outline || previous.shadow !== current.shadow;
        if (!changed) continue;
        // Outlines and rings are drawn around the box: what lies next to them is the parent's colour.
        const backgrounds = backgroundsOf(node.parentElement);
        const colors: Rgba[] = [];
        if (current.outline !== "none" && current.outline !== previous?.outline) {
          const style = getComputedStyle(node);
          const color = parseColor(style.outlineColor);
          if (color && color[3] > 0 && parseFloat(style.outlineWidth) >= 1) colors.push(color);
        }
        if (current.shadow !== "none") colors.push(...newShadowColors(current.shadow, previous?.shadow));
        if (colors.length === 0) continue;
        // A translucent indicator is seen blended with what is behind it; on a gradient, the
        // weakest stop counts.
        const best = Math.max(
          ...colors.map((color) =>
            Math.min(...backgrounds.map((background) => contrast(over(color, background), background))),
          ),
        );
        if (best >= 3) return { key, element: text };
        reasons.push(`indicator contrast ${best.toFixed(2)}:1 on ${node.tagName.toLowerCase()}`);
      }
      return { key, element: text, problem: reasons.join("; ") || "no outline or box-shadow appears on focus" };
    },
  };
}

export interface TargetReport {
  /** Interactive elements measured (visible ones). */
  measured: number;
  /** Smaller than 24 x 24 but with the spacing the exception asks for. */
  spaced: string[];
  /** Smaller than 24 x 24 inside a sentence: the inline exception of WCAG 2.5.8. */
  inline: string[];
  /** Smaller than 24 x 24 and too close to another target. */
  failures: string[];
}

/** Every visible interactive element's box: at least 24 x 24 CSS px, or a WCAG 2.5.8 exception. */
export function measureTargets(page: Page): Promise<TargetReport> {
  return page.evaluate((interactive) => {
    const MIN = 24;
    const describe = (element: Element, rect: DOMRect) => {
      const name = element.getAttribute("aria-label") ?? element.textContent ?? "";
      return `${element.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, " ").slice(0, 40)}" ${Math.round(
        rect.width,
      )}x${Math.round(rect.height)}`;
    };
    const isVisible = (element: Element, rect: DOMRect) => {
      if (rect.width < 1 || rect.height < 1) return false;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.opacity === "0") return false;
      // Visually hidden inputs are operated through their labels (measured as their own targets).
      if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return false;
      return element.closest("[inert], [aria-hidden=true]") === null;
    };
    /** A target in a sentence: shown inline, in a block that holds other text too. */
    const isInline = (element: Element) => {
      if (!getComputedStyle(element).display.startsWith("inline")) return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      if (!block) return false;
      return (block.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
    };

    const targets = Array.from(document.querySelectorAll(interactive))
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ element, rect }) => isVisible(element, rect))
      // A control inside another (an input inside its label) is one target with it.
      .filter(({ element }, _i, all) => !all.some((other) => other.element !== element && other.element.contains(element)));

    const small = targets.filter(({ rect }) => rect.width < MIN - 0.01 || rect.height < MIN - 0.01);
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
      const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
      return Math.hypot(dx, dy);
    };
    const report = { measured: targets.length, spaced: [] as string[], inline: [] as string[], failures: [] as string[] };
    for (const target of small) {
      const text = describe(target.element, target.rect);
      if (isInline(target.element)) {
        report.inline.push(text);
        continue;
      }
      // The spacing exception: a 24 px circle centred on the target meets no other target and no
      // other small target's circle.
      const point = centre(target.rect);
      const crowded = targets.some((other) => {
        if (other === target) return false;
        if (small.includes(other)) {
          const otherPoint = centre(other.rect);
          return Math.hypot(point.x - otherPoint.x, point.y - otherPoint.y) < MIN;
        }
        return distanceToRect(point, other.rect) < MIN / 2;
      });
      (crowded ? report.failures : report.spaced).push(text);
    }
    return report;
  }, INTERACTIVE);
}

/**
 * Measurements the accessibility suite makes inside the page beyond axe (runAxe, in fixtures.ts):
 * the focus indicator of every element in the tab order, the size and spacing of every
 * interactive target, and whether the page scrolls sideways.
 */
import type { Page } from "@playwright/test";

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

interface FocusReport {
  /** Elements that took focus and were checked. */
  checked: number;
  /** Each focused element whose indicator is missing or too faint, and why. */
  problems: { element: string; problem: string }[];
}

/**
 * Checks the focus indicator of every element on the page that Tab can reach: an outline or
 * box-shadow (on it, on one of three ancestors through :focus-within, or on the label of a
 * visually hidden input) that its unfocused state does not have, in a colour with at least 3:1
 * contrast against the background around it (WCAG 2.4.7 and 1.4.11).
 *
 * One real Tab press puts the page in keyboard mode; then each element is focused from script,
 * which in that mode matches :focus-visible exactly as a Tab would (checked for every element), so a
 * page with hundreds of controls is measured in one pass.
 */
export async function checkFocus(page: Page): Promise<FocusReport> {
  await page.keyboard.press("Tab");
  return page.evaluate(inspectFocusIndicators);
}

/** Runs in the page. */
function inspectFocusIndicators(): FocusReport {
  interface Look {
    /** Style, width, colour and offset of a drawn outline; "none" when there is none. */
    outline: string;
    outlineColor: string;
    shadow: string;
  }
  type Rgba = [number, number, number, number];

  // Computed colours come in several notations (Tailwind 4's palette is oklch): a canvas turns
  // any of them into sRGB bytes.
  const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  const parsed = new Map<string, Rgba>();
  const parseColor = (value: string): Rgba => {
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
      const stops = (style.backgroundImage.match(COLOR) ?? []).map(parseColor);
      const color = parseColor(style.backgroundColor);
      const base = stops.length ? stops : color[3] >= 1 ? [color] : null;
      if (base) return base.map((colour) => layers.reduceRight((below, layer) => over(layer, below), colour));
      if (color[3] > 0) layers.push(color);
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
      outlineColor: style.outlineColor,
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
  const newShadowColors = (shadow: string, before: string) => {
    const old: string[] = before.match(COLOR) ?? [];
    return (shadow.match(COLOR) ?? [])
      .filter((value) => !old.includes(value))
      .map(parseColor)
      .filter((color) => color[3] > 0);
  };
  const isShown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width > 1 && rect.height > 1) return true;
    // A visually hidden input is shown through its label.
    return Array.from((element as HTMLInputElement).labels ?? []).some(
      (label) => label.getBoundingClientRect().width > 1,
    );
  };

  // Everything Tab can land on: focusable, in the tab order, rendered (a skip link may be
  // clipped until focused), not behind a modal (Radix hides the rest of the page from assistive
  // technology and from focus). Radix's focus guards are left out: they pass focus on at once.
  const candidates = Array.from(document.querySelectorAll<HTMLElement>("*")).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      element.tagName !== "IFRAME" &&
      !element.hasAttribute("data-radix-focus-guard") &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== "hidden" &&
      !element.closest("[inert], [aria-hidden=true]"),
  );
  // The unfocused looks are recorded with nothing focused; the page stays in keyboard mode.
  (document.activeElement as HTMLElement | null)?.blur();

  // A look is measured once it has settled: a colour transition caught at its first frame would
  // report the colour it starts from.
  const settle = () => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  };

  /** The unfocused look of each carrier, recorded while focus is outside it. */
  const baseline = new Map<Element, Look>();
  const pending = new Set(candidates.flatMap(carriers));
  const recordBaselines = () => {
    settle();
    const active = document.activeElement;
    for (const node of pending) {
      if (node.contains(active)) continue;
      baseline.set(node, look(node));
      pending.delete(node);
    }
  };
  recordBaselines();

  const problems: FocusReport["problems"] = [];
  const focused: { element: HTMLElement; looks: Map<Element, Look & { around: Rgba[] }> }[] = [];
  let checked = 0;
  for (const element of candidates) {
    // Focusing one control may remove another (a menu closing): only what is still there counts.
    if (!element.isConnected) continue;
    element.focus({ preventScroll: true });
    if (document.activeElement !== element) continue;
    checked += 1;
    recordBaselines();
    if (!element.matches(":focus-visible")) {
      problems.push({ element: describe(element), problem: "does not match :focus-visible after keyboard use" });
    } else if (!isShown(element)) {
      problems.push({ element: describe(element), problem: "focused element is not visible" });
    } else {
      // Measured now, while focused: the colours around a carrier may change with focus too.
      focused.push({
        element,
        looks: new Map(
          carriers(element).map((node) => [node, { ...look(node), around: backgroundsOf(node.parentElement) }]),
        ),
      });
    }
  }

  for (const { element, looks } of focused) {
    const reasons: string[] = [];
    let shown = false;
    for (const [node, current] of looks) {
      const previous = baseline.get(node);
      // No unfocused state to compare with (focus never left it): its look proves nothing.
      if (!previous || (previous.outline === current.outline && previous.shadow === current.shadow)) continue;
      const colors: Rgba[] = [];
      // A drawn outline ("none" covers a zero width); hairlines under 1 px are not counted.
      if (
        current.outline !== "none" &&
        current.outline !== previous.outline &&
        parseFloat(current.outline.split(" ")[1]!) >= 1
      ) {
        const color = parseColor(current.outlineColor);
        if (color[3] > 0) colors.push(color);
      }
      if (current.shadow !== "none") colors.push(...newShadowColors(current.shadow, previous.shadow));
      if (colors.length === 0) continue;
      // Outlines and rings are drawn around the box: what lies next to them is the parent's
      // colour. A translucent indicator is seen blended with it; on a gradient, the weakest stop
      // counts.
      const best = Math.max(
        ...colors.map((color) =>
          Math.min(...current.around.map((background) => contrast(over(color, background), background))),
        ),
      );
      if (best >= 3) {
        shown = true;
        break;
      }
      reasons.push(`indicator contrast ${best.toFixed(2)}:1 on ${node.tagName.toLowerCase()}`);
    }
    if (!shown) {
      problems.push({
        element: describe(element),
        problem: reasons.join("; ") || "no outline or box-shadow appears on focus",
      });
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return { checked, problems };
}

interface TargetReport {
  /** Interactive elements measured (visible ones). */
  measured: number;
  /** Smaller than 24 x 24 but with the spacing the exception asks for. */
  spaced: string[];
  /** Smaller than 24 x 24 inside a sentence: the inline exception of WCAG 2.5.8. */
  inline: string[];
  /** Smaller than 24 x 24, with a full-size label for the same control: the equivalent exception. */
  equivalent: string[];
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
    /**
     * A target in a sentence: shown inline, with words of plain text flowing in the same lines
     * (text of other targets, of labels and of separate blocks does not count). A row of links
     * with only separators between them, or a name above a line of details, is not a sentence.
     */
    const isInline = (element: Element) => {
      if (!getComputedStyle(element).display.startsWith("inline")) return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      if (!block) return false;
      let flowing = "";
      const collect = (node: Node) => {
        for (const child of node.childNodes) {
          if (child.nodeType === Node.TEXT_NODE) flowing += child.textContent;
          if (!(child instanceof Element) || child === element) continue;
          if (child.matches(`${interactive},label`)) continue;
          if (!getComputedStyle(child).display.startsWith("inline")) continue;
          collect(child);
        }
      };
      collect(block);
      return /\p{L}{2,}/u.test(flowing);
    };

    /**
     * The box that takes a click: the element's own, grown by an absolutely positioned ::before
     * or ::after that it generates (the stretched link of a card covers the whole card).
     */
    const hitBox = (element: Element): DOMRect => {
      const own = element.getBoundingClientRect();
      let [left, top, right, bottom] = [own.left, own.top, own.right, own.bottom];
      for (const pseudo of ["::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        if (style.content === "none" || style.content === "normal" || style.pointerEvents === "none") continue;
        if (style.position !== "absolute") continue;
        let holder: Element | null = element;
        while (holder && holder !== document.documentElement && getComputedStyle(holder).position === "static") {
          holder = holder.parentElement;
        }
        if (!holder) continue;
        const box = holder.getBoundingClientRect();
        const frame = getComputedStyle(holder);
        left = Math.min(left, box.left + parseFloat(frame.borderLeftWidth) + parseFloat(style.left));
        top = Math.min(top, box.top + parseFloat(frame.borderTopWidth) + parseFloat(style.top));
        right = Math.max(right, box.right - parseFloat(frame.borderRightWidth) - parseFloat(style.right));
        bottom = Math.max(bottom, box.bottom - parseFloat(frame.borderBottomWidth) - parseFloat(style.bottom));
      }
      return new DOMRect(left, top, right - left, bottom - top);
    };

    // A label activates its control: it is a target too, and one with the control (a click on
    // either does the same thing, so they are never each other's wrong target).
    const targets = Array.from(document.querySelectorAll(`${interactive},label`))
      .filter((element) => !(element instanceof HTMLLabelElement) || element.control !== null)
      .map((element) => ({
        element,
        rect: hitBox(element),
        control: element instanceof HTMLLabelElement ? element.control! : element,
      }))
      .filter(({ element, rect }) => isVisible(element, rect))
      // A control inside its own label, or inside another control, is one target with it (a link
      // inside a check box's label is a target of its own).
      .filter(
        ({ element }, _i, all) =>
          !all.some(
            (other) =>
              other.element !== element &&
              other.element.contains(element) &&
              (!(other.element instanceof HTMLLabelElement) || other.control === element),
          ),
      );

    const small = targets.filter(({ rect }) => rect.width < MIN - 0.01 || rect.height < MIN - 0.01);
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
      const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
      return Math.hypot(dx, dy);
    };
    const report = {
      measured: targets.length,
      spaced: [] as string[],
      inline: [] as string[],
      equivalent: [] as string[],
      failures: [] as string[],
    };
    for (const target of small) {
      const text = describe(target.element, target.rect);
      if (isInline(target.element)) {
        report.inline.push(text);
        continue;
      }
      // The equivalent exception: a full-size label of the same control does the same.
      const partner = targets.find(
        (other) => other !== target && other.control === target.control && !small.includes(other),
      );
      if (partner) {
        report.equivalent.push(`${text} (by ${describe(partner.element, partner.rect)})`);
        continue;
      }
      // The spacing exception: a 24 px circle centred on the target meets no other target and no
      // other small target's circle.
      const point = centre(target.rect);
      const crowded = targets.some((other) => {
        if (other === target || other.control === target.control) return false;
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

/**
 * Reflow (WCAG 1.4.10): the page does not scroll sideways. Returns the elements whose own words
 * run past their box and push the page wider than the window (a long address or a word with no
 * place to break), each as `tag "its first words"`; empty when the page fits. A box that scrolls
 * on purpose (a wide table in its own scroller) keeps its overflow inside it and is not reported.
 */
export function findReflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const spills = (element: Element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
    const culprits: string[] = [];
    for (const element of document.querySelectorAll("body *")) {
      if (!spills(element) || getComputedStyle(element).overflowX !== "visible") continue;
      // The innermost element that spills: its parents spill only because it does.
      if ([...element.children].some(spills)) continue;
      const words = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
      culprits.push(`${element.tagName.toLowerCase()} "${words}"`);
    }
    return culprits.length ? culprits : [`the page is ${document.documentElement.scrollWidth}px wide`];
  });
}

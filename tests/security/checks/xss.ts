/**
 * Stored and reflected XSS, judged in a real browser. Each payload of the corpus (xss-corpus.ts)
 * is stored through every place that keeps text or HTML: the article editor (its form action, every
 * field), the institution admin API (every text field; web addresses get the address payloads),
 * the content import (its five long texts and the file name), file uploads (name and description),
 * the profile's full name and the admin account form's full name; and reflected through the search
 * and filter parameters of the public and admin pages. Then every page that shows them is opened
 * in Chromium (the system one), as the person who would see it.
 *
 * A payload's code is `alert(N)`, N naming the payload and the place. A page fails when:
 * - any script runs: alert/confirm/prompt/print (overridden in every frame, reported through a
 *   binding) or a dialog opens;
 * - the Content-Security-Policy had to block something (the markup reached the page alive and
 *   only the policy stopped it);
 * - the live DOM holds what the payloads try to plant: an on* attribute (React never writes
 *   them), a javascript:/vbscript:/data: address where it would run, a srcdoc, object, embed, base,
 *   meta refresh, or a stylesheet, style or script that came from a payload.
 * Uploaded HTML and SVG files are opened too: they must download (or render inert), never run.
 */
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from "@playwright/test";
import { ArticleFormSchema } from "~/domain/articles/article-admin.schemas";
import { GOOD_PASSWORD } from "../../setup/accounts";
import { hydrated } from "../../setup/hydrated";
import { multipart } from "../http";
import { inParallel, type Caller, type CheckResult, type SecurityContext } from "../harness";
import { PAYLOADS, type Payload } from "./xss-corpus";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const PAGES_AT_ONCE = 4;
/** How long a page may take to load and come alive, beside other suites on two cores. */
const PAGE_DEADLINE_MS = 45_000;

/** Pages and the query parameters they echo back into the page. */
const REFLECTING_PAGES: [Caller, string, string[]][] = [
  ["guest", "/search", ["q", "state", "type", "denomination", "country", "sort"]],
  ["guest", "/resources/articles", ["search", "category"]],
  ["guest", "/login", ["redirect", "error"]],
  ["guest", "/reset-password", ["token"]],
  ["guest", "/auth/callback", ["token", "error"]],
  ["super_admin", "/admin/institutions", ["q", "type"]],
  ["super_admin", "/admin/articles", ["q", "status"]],
  ["super_admin", "/admin/files", ["q", "category"]],
  ["super_admin", "/admin/users", ["q", "role"]],
  ["super_admin", "/admin/activity", ["person", "kind"]],
  ["super_admin", "/admin/search", ["q"]],
  ["super_admin", "/admin/analytics", ["period"]],
];

/** Where a payload was stored (the number is the hundreds of its marker). */
const PLACES = [
  "article editor",
  "institution admin API",
  "content import",
  "file upload",
  "profile full name",
  "admin account full name",
  "reflected parameter",
  "uploaded file content",
  "forum post",
] as const;
type Place = (typeof PLACES)[number];

function marker(place: Place, payload: number) {
  return (PLACES.indexOf(place) + 1) * 100 + payload;
}
function describeMarker(n: number, payloads: Payload[]) {
  const place = PLACES[Math.floor(n / 100) - 1];
  const payload = payloads[n % 100];
  return place && payload ? `"${payload.name}" stored through ${place}` : `marker ${n}`;
}

/** Runs in every frame before the page's own scripts: any script a payload manages to run reports. */
const INIT_SCRIPT = `(() => {
  const report = (kind, value) => {
    try { return window.__xssReport(kind + ": " + String(value)); } catch { return undefined; }
  };
  for (const name of ["alert", "confirm", "prompt", "print"]) {
    const original = window[name];
    window[name] = function (value) {
      if (report(name, value) === undefined && original) return original.call(window, value);
    };
  }
  document.addEventListener("securitypolicyviolation", (event) => {
    // Zod probes once whether eval is allowed (new Function("")); the policy saying no is expected.
    if (event.blockedURI === "eval" && !event.sample) return;
    report("blocked by CSP", event.violatedDirective + " " + (event.blockedURI || "") + " " + (event.sample || ""));
  }, true);
})();`;

/**
 * Runs in each frame after the page settled: what the payloads try to plant, if it is there. Kept
 * as source text: a compiled function would carry the bundler's helpers, unknown in the page.
 */
const SCAN_DOM = `(() => {
  const found = [];
  const pageNonce = (document.querySelector("script[nonce]") || {}).nonce || "(none)";
  const snippet = (element) => element.outerHTML.slice(0, 160);
  const runnable = (value) => {
    const v = value.replace(/[\\u0000-\\u0020]/g, "").toLowerCase();
    return /^(?:javascript|vbscript):/.test(v) || /^data:(?!image\\/(?:png|gif|jpe?g|webp|avif)[;,])/.test(v);
  };
  const loadsFromEvil = (value) => {
    try { return new URL(value.trim(), location.href).hostname === "evil.example"; } catch (error) { return false; }
  };
  const URL_ATTRIBUTES = {
    A: ["href"], AREA: ["href"], FORM: ["action"], BUTTON: ["formaction"], INPUT: ["formaction"],
    IFRAME: ["src"], FRAME: ["src"], EMBED: ["src"], OBJECT: ["data"], SCRIPT: ["src"], LINK: ["href"], BASE: ["href"],
  };
  for (const element of Array.from(document.querySelectorAll("*"))) {
    const tag = element.tagName.toUpperCase();
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on")) found.push("an " + name + " attribute: " + snippet(element));
      if (name === "srcdoc") found.push("a srcdoc: " + snippet(element));
      if (name === "xlink:href" && runnable(attribute.value)) found.push("a runnable xlink:href: " + snippet(element));
      if ((URL_ATTRIBUTES[tag] || []).includes(name) && runnable(attribute.value)) {
        found.push("a runnable " + name + ": " + snippet(element));
      }
      if (name === "style" && /url\\s*\\(|expression\\s*\\(|@import/i.test(attribute.value)) {
        found.push("a style that loads or runs: " + snippet(element));
      }
      if (["src", "href", "data", "action", "poster", "background", "srcset"].includes(name) && tag !== "A" && loadsFromEvil(attribute.value)) {
        found.push("loads from evil.example: " + snippet(element));
      }
    }
    if (tag === "OBJECT" || tag === "EMBED" || tag === "BASE") found.push("a " + tag.toLowerCase() + " element: " + snippet(element));
    if (tag === "META" && /refresh/i.test(element.getAttribute("http-equiv") || "")) found.push("a meta refresh: " + snippet(element));
    if (tag === "STYLE" && /@import|evil\\.example|javascript:|alert\\(/.test(element.textContent || "")) {
      found.push("a planted style element: " + snippet(element));
    }
    // The page's own inline scripts (React Router's streamed data holds the payloads as JSON
    // strings) carry the page's nonce; a planted one cannot know it.
    if (tag === "SCRIPT" && /alert\\(\\d+\\)/.test(element.textContent || "") && element.nonce !== pageNonce && !/json/.test(element.type)) {
      found.push("a planted script element: " + snippet(element));
    }
  }
  return found;
})()`;

/** The scan of one frame; a frame that went away meanwhile has nothing to show. */
async function scanFrame(frame: Frame): Promise<string[]> {
  try {
    return await frame.evaluate<string[]>(SCAN_DOM);
  } catch (error) {
    if (frame.isDetached() || /detached|navigat|destroyed/i.test((error as Error).message)) return [];
    throw error;
  }
}

interface Visit {
  caller: Caller | { cookie: string; label: string };
  path: string;
  /** After loading: e.g. open the editor's preview, which renders the content as HTML. */
  then?: (page: Page) => Promise<void>;
}

function cookiesFor(cookie: string, url: string) {
  return cookie
    .split(/;\s*/)
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    });
}

export async function checkXss(context: SecurityContext): Promise<CheckResult> {
  const failures: string[] = [];
  const quick = context.options.quick;
  const payloads = PAYLOADS;
  const chosen = payloads
    .map((payload, index) => ({ payload, index }))
    .filter(({ payload }) => !quick || payload.quick);
  const stored = new Map<Place, number>();
  const refused = new Map<Place, number>();
  const count = (map: Map<Place, number>, place: Place, by = 1) => map.set(place, (map.get(place) ?? 0) + by);
  const visits: Visit[] = [];
  const run = process.pid;
  const started = performance.now();

  // ---------------------------------------------------------------- storing
  const admin = await context.person("super_admin");
  const form = (fields: [string, string][]) => ({
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
    body: new URLSearchParams(fields).toString(),
  });

  for (const { payload, index } of chosen) {
    const code = (place: Place) => `alert(${marker(place, index)})`;

    // The article editor: its own form action, every field it has.
    {
      const text = payload.text(code("article editor"));
      let fields: Record<string, string> = {
        title: `XSS ${run} ${index} ${text}`,
        content: `<p>Before the payload.</p>${text}<p>After the payload.</p>`,
        excerpt: text,
        featured_image_url: payload.kind === "url" ? text : `https://example.org/image.png?${text}`,
        // A choice from a fixed list (the domain refuses anything else).
        category: "Guides",
        tags: text,
        status: "published",
        meta_title: text,
        meta_description: text,
      };
      // A field the editor would refuse (too long, not an address) is left empty, the rest saved:
      // the editor's own schema says which.
      const check = ArticleFormSchema.safeParse({ ...fields, tags: [fields.tags] });
      for (const issue of check.success ? [] : check.error.issues) {
        const field = String(issue.path[0]);
        if (fields[field]) count(refused, "article editor");
        fields = { ...fields, [field]: field === "title" ? `XSS ${run} ${index}` : "" };
      }
      const answer = await context.request("guest", {
        method: "POST",
        path: "/admin/articles/new",
        ...form(Object.entries(fields)),
      });
      if (answer.status === 302) {
        count(stored, "article editor", Object.values(fields).filter(Boolean).length - 2);
        const [article] = await context.query<{ id: number; slug: string }>(
          "select id, slug from articles order by id desc limit 1",
        );
        visits.push({ caller: "guest", path: `/resources/articles/${article!.slug}` });
        visits.push({ caller: "super_admin", path: `/admin/articles/${article!.id}/edit`, then: openPreview });
      } else {
        failures.push(
          `the article editor refused "${payload.name}" altogether: ${answer.status} ${answer.body.slice(0, 160)}`,
        );
      }
    }

    // Institutions through the admin API: every text field.
    let institution: { id: number; slug: string; name: string } | undefined;
    {
      const text = payload.text(code("institution admin API"));
      const address = payload.kind === "url" ? text : `https://example.org/?q=${text}`;
      let body: Record<string, unknown> = {
        institution_name: `XSS ${run} ${index} ${text}`,
        institution_type: "College",
        denomination: "Baptist",
        accreditation_status: "Accredited Institution",
        website: address,
        image_path: address,
        full_address: text,
        street_address: text,
        city: text,
        state_province: text,
        country: text,
        postal_code: text.slice(0, 20),
        description: text,
        detailed_summary: text,
        key_programs: text,
        unique_features: text,
        why_choose: text,
        student_outcomes: text,
        meta_title: text,
        meta_description: text,
        // Why it is listed: the quote is shown on the public page beside the denomination.
        listed_because_url: address,
        listed_because_quote: text.slice(0, 200),
        listed_because_kind: "official-site",
      };
      // Evidence goes all together or not at all: a refused part is replaced by a plain one.
      const plain: Record<string, string> = {
        listed_because_url: "https://example.org/about",
        listed_because_quote: "A Christian college.",
      };
      let answer = await context.request("super_admin", {
        method: "POST",
        path: "/api/admin/institutions",
        json: body,
      });
      for (let attempt = 0; answer.status === 400 && attempt < 4; attempt++) {
        const refusedFields = Object.keys(jsonFields(answer.body)).filter((name) => name in body);
        if (!refusedFields.length) break;
        count(refused, "institution admin API", refusedFields.length);
        body = {
          ...body,
          ...Object.fromEntries(
            refusedFields.map((name) => [
              name,
              name === "institution_name" ? `XSS ${run} ${index}` : (plain[name] ?? null),
            ]),
          ),
        };
        answer = await context.request("super_admin", { method: "POST", path: "/api/admin/institutions", json: body });
      }
      if (answer.status === 201) {
        const created = (
          JSON.parse(answer.body) as { data: { institution: { id: number; slug: string; institution_name: string } } }
        ).data.institution;
        institution = { id: created.id, slug: created.slug, name: created.institution_name };
        count(
          stored,
          "institution admin API",
          Object.values(body).filter((value) => typeof value === "string").length - 4,
        );
        visits.push({ caller: "guest", path: `/institution/${created.slug}` });
        visits.push({ caller: "super_admin", path: `/admin/institutions/${created.id}/edit` });
      } else {
        failures.push(
          `the institution API refused "${payload.name}" altogether: ${answer.status} ${answer.body.slice(0, 160)}`,
        );
      }
    }

    // The content import: the five long texts of that institution (replacing what the API stored
    // there), and the file name of the run.
    if (institution) {
      const text = payload.text(code("content import"));
      const answer = await context.request("super_admin", {
        method: "POST",
        path: `/api/admin/import?file_name=${encodeURIComponent(`${text}.json`)}`,
        json: [
          {
            id: institution.id,
            institution_name: institution.name,
            detailed_summary: text,
            key_programs: text,
            unique_features: text,
            why_choose: text,
            student_outcomes: text,
          },
        ],
      });
      if (answer.status >= 200 && answer.status < 300) count(stored, "content import", 6);
      else failures.push(`the import refused "${payload.name}": ${answer.status} ${answer.body.slice(0, 160)}`);
    }

    // File uploads: the file's name and description.
    {
      const text = payload.text(code("file upload"));
      // A multipart header cannot carry a double quote or a line break as such.
      const name = `${text.replace(/"/g, "'").replace(/[\r\n]/g, " ")}.txt`;
      const upload = multipart(
        { category: "general", description: text },
        { name, type: "text/plain", content: "XSS corpus\n" },
      );
      const answer = await context.request("super_admin", {
        method: "POST",
        path: "/api/admin/files",
        headers: { "Content-Type": upload.contentType },
        body: upload.body,
      });
      if (answer.status === 201) count(stored, "file upload", 2);
      else {
        count(refused, "file upload", 2);
        failures.push(`the upload refused "${payload.name}": ${answer.status} ${answer.body.slice(0, 160)}`);
      }
    }

    // The profile's full name, through the profile form of a new account.
    {
      const text = payload.text(code("profile full name"));
      const email = `xss-profile-${run}-${index}@example.org`;
      await context.createAccount(email, { verified: true });
      const { cookie } = await context.signIn(email);
      const answer = await context.request("guest", {
        method: "POST",
        path: "/profile",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: new URLSearchParams({ intent: "update-profile", fullName: text, userType: "career_switcher" }).toString(),
      });
      if (institution) {
        // Saved by one person, whose favourites page then shows every payload institution.
        await context.request("user", { method: "PUT", path: `/api/favorites/${institution.id}` });
      }
      if (answer.status === 200) {
        count(stored, "profile full name");
        visits.push({ caller: { cookie, label: email }, path: "/profile" });
      } else count(refused, "profile full name"); // e.g. longer than a name may be

      // A discussion in the forums by the same person, whose name is signed under it: its title and
      // message on its own page, in its forum's list and on the hub.
      const forumText = payload.text(code("forum post"));
      const started = await context.request("guest", {
        method: "POST",
        path: "/community/new",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: new URLSearchParams({
          forum: "parents-and-families",
          title: forumText.slice(0, 120).padEnd(5, "."),
          body: forumText.padEnd(10, "."),
        }).toString(),
      });
      const discussion = String(started.headers.location ?? "");
      if (started.status === 302 && discussion.startsWith("/community/discussions/")) {
        count(stored, "forum post");
        visits.push({ caller: "guest", path: discussion });
        // Reported, so that the moderators' queue shows it too.
        await context.request("user", {
          method: "POST",
          path: discussion,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "report", replyId: "", reason: "spam" }).toString(),
        });
      } else count(refused, "forum post");
    }

    // An administrator account's full name (the admin account form's API).
    {
      const text = payload.text(code("admin account full name"));
      const answer = await context.request("super_admin", {
        method: "POST",
        path: "/api/admin/signup",
        json: {
          full_name: text,
          email: `xss-admin-${run}-${index}@example.org`,
          password: GOOD_PASSWORD,
          confirm_password: GOOD_PASSWORD,
          role: "editor",
        },
      });
      if (answer.status === 201) count(stored, "admin account full name");
      else count(refused, "admin account full name");
    }
  }

  // Uploaded files whose content is the attack: opened straight in the browser.
  const fileVisits: Visit[] = [];
  for (const [name, type, content] of [
    [
      "xss.svg",
      "image/svg+xml",
      `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(${marker("uploaded file content", 0)})"><script>alert(${marker("uploaded file content", 1)})</script></svg>`,
    ],
    ["xss.html", "text/html", `<!doctype html><script>alert(${marker("uploaded file content", 2)})</script>`],
    ["xss.txt", "text/plain", `<!doctype html><script>alert(${marker("uploaded file content", 3)})</script>`],
  ] as const) {
    const upload = multipart({ category: "general", description: "XSS file content" }, { name, type, content });
    const answer = await context.request("super_admin", {
      method: "POST",
      path: "/api/admin/files",
      headers: { "Content-Type": upload.contentType },
      body: upload.body,
    });
    if (answer.status !== 201) {
      count(refused, "uploaded file content");
      continue;
    }
    count(stored, "uploaded file content");
    const file = (JSON.parse(answer.body) as { data: { file: { url: string } } }).data.file;
    fileVisits.push({ caller: "guest", path: new URL(file.url, context.url).pathname });
  }

  // Lists and overviews that show many of the stored records at once.
  const lists: [Caller, string][] = [
    ["guest", "/"],
    ["guest", "/resources"],
    ["guest", "/resources/articles"],
    ["user", "/favorites"],
    ["guest", "/community"],
    ["guest", "/community/forums/parents-and-families"],
    ["guest", `/search?q=XSS+${run}`],
    ["super_admin", "/admin"],
    ["super_admin", "/admin/articles"],
    ["super_admin", `/admin/institutions?q=XSS+${run}`],
    ["super_admin", "/admin/files"],
    ["super_admin", `/admin/users?q=xss-`],
    ["super_admin", "/admin/activity"],
    ["super_admin", "/admin/community"],
    ["super_admin", "/admin/content-import"],
    ["super_admin", `/admin/search?q=XSS+${run}`],
    ["super_admin", "/admin/analytics"],
  ];
  for (const [caller, path] of lists) {
    // Follow the page's own pagination while the pages (read over HTTP first) show stored payloads.
    let at = path;
    for (let page = 2; page <= 10; page++) {
      visits.push({ caller, path: at });
      const answer = await context.request(caller, { path: at });
      if (!new RegExp(`[?&;]page=${page}\\b`).test(answer.body) || !/alert\(\d{3}\)/.test(answer.body)) break;
      at = `${path}${path.includes("?") ? "&" : "?"}page=${page}`;
    }
  }

  // Reflected: the payloads in the parameters pages echo (search boxes, filters, hidden fields).
  // Each parameter of a visit carries a few payloads one after another, different ones in each
  // parameter, until every payload went through every parameter's page.
  const storedVisits = visits.length;
  const PER_PARAMETER = 6;
  for (const [caller, path, names] of REFLECTING_PAGES) {
    const perVisit = names.length * PER_PARAMETER;
    for (let first = 0; first < chosen.length; first += perVisit) {
      const query = names.map((name, slot) => {
        const texts = Array.from({ length: PER_PARAMETER }, (_, offset) => {
          const { payload, index } = chosen[(first + slot * PER_PARAMETER + offset) % chosen.length]!;
          return payload.text(`alert(${marker("reflected parameter", index)})`);
        });
        return `${name}=${encodeURIComponent(texts.join(" "))}`;
      });
      visits.push({ caller, path: `${path}?${query.join("&")}` });
    }
  }

  // ---------------------------------------------------------------- rendering
  const renderStarted = performance.now();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  const reports = new Map<Page, string[]>();
  const contexts = new Map<string, Promise<BrowserContext>>();
  const contextFor = (caller: Visit["caller"]) => {
    const key = typeof caller === "string" ? caller : caller.label;
    if (!contexts.has(key)) contexts.set(key, newContext(browser, context, caller, reports));
    return contexts.get(key)!;
  };
  const idle = new Map<BrowserContext, Page[]>();
  let pagesOpened = 0;
  try {
    // The detector's own test: a page that does run a payload must be caught, by each means.
    {
      const canary = await (await contextFor("guest")).newPage();
      reports.set(canary, []);
      canary.on("dialog", (dialog) => void dialog.dismiss().catch(() => {}));
      // No Content-Security-Policy here, so the payloads do run.
      await canary.goto("about:blank");
      await canary.setContent(
        `<img src="/no-such-image" onerror="alert(999)"><a href="javascript:alert(998)">x</a><iframe srcdoc="&lt;script&gt;parent.alert(997)&lt;/script&gt;"></iframe>`,
      );
      await canary.waitForTimeout(300);
      const planted = await scanFrame(canary.mainFrame());
      const caught = reports.get(canary)!.join(" ");
      if (!caught.includes("999") || !caught.includes("997"))
        failures.push(`the detector missed a script that ran: ${caught}`);
      if (!planted.some((finding) => finding.includes("alert(998)")))
        failures.push("the DOM scan missed a javascript: link");
      reports.delete(canary);
      await canary.close();
    }
    const all = [...visits, ...fileVisits];
    /** Opens one visit in a (reused) tab: its findings, or an error when it could not be opened. */
    const open = async (visit: Visit): Promise<string[]> => {
      const browserContext = await contextFor(visit.caller);
      // Tabs are reused (a new one costs as much as a page load on a busy machine).
      let page = idle.get(browserContext)?.pop();
      if (!page) {
        const opened = await browserContext.newPage();
        opened.on("dialog", (dialog) => {
          reports.get(opened)?.push(`a ${dialog.type()} opened: ${dialog.message()}`);
          void dialog.dismiss().catch(() => {});
        });
        page = opened;
      }
      reports.set(page, []);
      try {
        const response = await page
          .goto(`${context.url}${visit.path}`, { waitUntil: "load", timeout: PAGE_DEADLINE_MS })
          .catch((error: Error) => {
            // Uploaded files are downloads: Chromium aborts the navigation, which is the point.
            if (fileVisits.includes(visit) && /ERR_ABORTED|Download is starting/.test(error.message)) return null;
            throw error;
          });
        const findings: string[] = [];
        if (response && response.status() >= 500) findings.push(`answered ${response.status()}`);
        // Let hydration, lazy images and error handlers run.
        await page.waitForTimeout(150);
        if (visit.then)
          await visit.then(page).catch(async (error: Error) => {
            // Say what the tab showed, so that a failure on a busy machine can be told from a broken page.
            const heading = await page
              .locator("h1")
              .first()
              .textContent({ timeout: 1_000 })
              .catch(() => null);
            throw new Error(
              `${error.message.split("\n")[0]} (answered ${response?.status() ?? "nothing"}, at ${page.url()}, heading ${JSON.stringify(heading)})`,
            );
          });
        const planted: string[] = [];
        for (const frame of page.frames()) planted.push(...(await scanFrame(frame)));
        for (const finding of [...reports.get(page)!, ...planted]) {
          const n = /alert\((\d{3})\)/.exec(finding)?.[1] ?? /: (\d{3})$/.exec(finding)?.[1];
          findings.push(`${finding.slice(0, 220)}${n ? ` [${describeMarker(Number(n), payloads)}]` : ""}`);
        }
        idle.set(browserContext, [...(idle.get(browserContext) ?? []), page]);
        return findings;
      } catch (error) {
        await page.close().catch(() => {});
        throw error;
      }
    };

    await inParallel(all, PAGES_AT_ONCE, async (visit) => {
      const who = typeof visit.caller === "string" ? visit.caller : "its owner";
      const name = `${visit.path.slice(0, 140)} (as ${who})`;
      let findings: string[];
      try {
        findings = await open(visit);
      } catch (first) {
        // Once more in a new tab: on a busy machine a page can miss its deadline once.
        try {
          findings = await open(visit);
        } catch (error) {
          failures.push(
            `${name}: could not be opened (twice): ${(error as Error).message.split("\n")[0]} / ${(first as Error).message.split("\n")[0]}`,
          );
          return;
        }
      }
      pagesOpened += 1;
      for (const finding of findings) failures.push(`${name}: ${finding}`);
    });
  } finally {
    await browser.close();
  }

  const summary = (map: Map<Place, number>) =>
    PLACES.filter((place) => map.get(place))
      .map((place) => `${place} ${map.get(place)}`)
      .join(", ");
  return {
    check: "stored and reflected XSS (Chromium)",
    cases: pagesOpened,
    failures,
    details: [
      `${chosen.length} of ${payloads.length} payloads; ${pagesOpened} pages opened in Chromium (${visits.length - storedVisits} with reflected parameters, ${REFLECTING_PAGES.length} kinds)`,
      `storing ${((renderStarted - started) / 1000) | 0} s, rendering ${((performance.now() - renderStarted) / 1000) | 0} s`,
      `stored (field x payload): ${summary(stored)}`,
      ...(refused.size ? [`refused by validation (field x payload): ${summary(refused)}`] : []),
    ],
  };
}

async function newContext(
  browser: Browser,
  context: SecurityContext,
  caller: Visit["caller"],
  reports: Map<Page, string[]>,
): Promise<BrowserContext> {
  const browserContext = await browser.newContext({ acceptDownloads: false });
  await browserContext.exposeBinding("__xssReport", ({ page }, message: string) => {
    reports.get(page)?.push(message);
    return true;
  });
  await browserContext.addInitScript({ content: INIT_SCRIPT });
  // Nothing leaves the machine: addresses elsewhere (payload images, video players) are cut off.
  const site = new URL(context.url).origin;
  await browserContext.route(
    (url) => url.origin !== site && (url.protocol === "http:" || url.protocol === "https:"),
    (route) => route.abort("blockedbyclient"),
  );
  const cookie = typeof caller === "string" ? await context.cookieFor(caller) : caller.cookie;
  if (cookie) await browserContext.addCookies(cookiesFor(cookie, context.url));
  return browserContext;
}

/** The article editor's Preview shows the content as HTML. */
async function openPreview(page: Page) {
  const button = page.getByRole("button", { name: /^preview$/i });
  // A click before hydration would be lost.
  await hydrated(page, PAGE_DEADLINE_MS);
  await button.click({ timeout: PAGE_DEADLINE_MS });
  await page.getByLabel("Content preview").waitFor({ timeout: PAGE_DEADLINE_MS });
  await page.waitForTimeout(200);
}

function jsonFields(body: string): Record<string, string> {
  try {
    return (JSON.parse(body) as { error?: { fields?: Record<string, string> } }).error?.fields ?? {};
  } catch {
    return {};
  }
}

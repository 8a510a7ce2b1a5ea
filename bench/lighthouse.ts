/**
 * Lighthouse (mobile, simulated throttling) in the system Chromium: the four category scores and
 * the metrics behind the performance score. One run varies by a few points, so the benchmark takes
 * the median of several (as Lighthouse's own guidance on variability advises).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds (CLS: unitless), from the run's audits. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
}

/** The run with the median performance score of `runs` runs. */
export async function medianLighthouse(url: string, runs: number): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await runLighthouse(url));
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)]!;
}

export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits } = result!.lhr;
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
    const metric = (name: string, digits = 0) =>
      Math.round((audits[name]?.numericValue ?? 0) * 10 ** digits) / 10 ** digits;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      metrics: {
        fcp: metric("first-contentful-paint"),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift", 3),
        speedIndex: metric("speed-index"),
      },
    };
  } finally {
    await chrome.kill();
  }
}

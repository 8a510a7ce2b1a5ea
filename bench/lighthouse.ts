/** Lighthouse (mobile, simulated throttling) in the system Chromium: the four category scores. */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
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
    const categories = result!.lhr.categories;
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    };
  } finally {
    await chrome.kill();
  }
}

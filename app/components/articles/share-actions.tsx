import { Printer as printerDrawing, Share2 as share2Drawing } from "lucide";
import { icon } from "~/components/ui/icon";

const Printer = icon(printerDrawing);
const Share2 = icon(share2Drawing);

const COPIED_MESSAGE = "Article URL copied to clipboard!";

/** The device's share sheet when there is one; otherwise the address goes to the clipboard. */
async function shareArticle(title: string, text: string) {
  const url = window.location.href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      // The reader closed the sheet: nothing more to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    window.alert(COPIED_MESSAGE);
  } catch {
    window.prompt("Copy this article's address:", url);
  }
}

const buttonClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50";

export function ShareActions({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <button type="button" className={buttonClass} onClick={() => void shareArticle(title, text)}>
        <Share2 className="size-4" aria-hidden="true" />
        Share
      </button>
      <button type="button" className={buttonClass} onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden="true" />
        Print
      </button>
    </div>
  );
}

/**
 * A part of a page rendered to markup on the server (ServerMarkup shows it). Its `hash` names the
 * content. A page's own document carries the markup once, in its HTML, so the page's data leaves
 * it out (`html` null) and the browser keeps what the document has; an answer to a navigation
 * within the site (no document) carries `html`.
 */
export interface ShownMarkup {
  /** The part's name on its page, unique there ("overview", "programs"). */
  key: string;
  hash: string;
  html: string | null;
}

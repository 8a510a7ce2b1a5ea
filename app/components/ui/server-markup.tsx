import { createContext, memo, useContext, useState, type Ref } from "react";
import type { ShownMarkup } from "~/lib/server-markup";

/** On the server, the markup of the page being rendered that its data leaves out, by name. */
const DocumentMarkupContext = createContext<ReadonlyMap<string, string> | undefined>(undefined);

export const DocumentMarkupProvider = DocumentMarkupContext.Provider;

const ATTRIBUTE = "data-server-markup";

/** The markup the page's document arrived with for the part `key` (read while hydrating). */
function markupInDocument(key: string): string {
  if (typeof document === "undefined") return "";
  return document.querySelector(`[${ATTRIBUTE}="${CSS.escape(key)}"]`)?.innerHTML ?? "";
}

interface Props {
  markup: ShownMarkup;
  ref?: Ref<HTMLDivElement>;
}

function Markup({ markup, ref }: Props) {
  const fromServer = useContext(DocumentMarkupContext);
  // Without `html`, the document carries it: the server takes it from the request, the browser
  // keeps what it found in the document.
  const [inDocument] = useState(() =>
    markup.html === null ? (fromServer?.get(markup.key) ?? markupInDocument(markup.key)) : "",
  );
  const html = markup.html ?? inDocument;
  return <div ref={ref} {...{ [ATTRIBUTE]: markup.key }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A part of a page rendered to markup on the server (by React, so its text is escaped) that the
 * browser shows as it is: the page ships none of the code that wrote it. Only for parts nobody
 * interacts with, or whose behaviour works on the markup itself (`ref`). The same content (same
 * hash) is never written again, so the state that behaviour left on the markup stays when the page's
 * data is loaded again.
 */
export const ServerMarkup = memo(
  Markup,
  (before, after) => before.markup.hash === after.markup.hash && before.ref === after.ref,
);

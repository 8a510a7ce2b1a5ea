import type { Ref } from "react";

/**
 * A part of a page rendered to markup on the server (by React, so its text is escaped) that the
 * browser shows as it is: the page ships none of the code that wrote it. Only for parts nobody
 * interacts with, or whose behaviour works on the markup itself (`ref`).
 */
export function ServerMarkup({ html, ref }: { html: string; ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
}

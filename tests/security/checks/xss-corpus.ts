/**
 * The XSS corpus: each payload is written around `code`, a call such as `alert(1203)` whose number
 * says which payload and which place stored it. Kinds: `markup` (HTML that must never become live
 * markup), `url` (an address that must never become a live link or frame) and `breakout` (text
 * that tries to leave the attribute, script or element it is placed in).
 */
export interface Payload {
  name: string;
  kind: "markup" | "url" | "breakout";
  text: (code: string) => string;
  /** In the short form (--quick). */
  quick?: boolean;
}

const entity = (text: string) => text.replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const PAYLOADS: Payload[] = [
  // Script elements and event handlers.
  { name: "script element", kind: "markup", quick: true, text: (c) => `<script>${c}</script>` },
  { name: "img onerror", kind: "markup", quick: true, text: (c) => `<img src=x onerror=${c}>` },
  { name: "svg onload", kind: "markup", quick: true, text: (c) => `<svg onload=${c}>` },
  { name: "svg script", kind: "markup", text: (c) => `<svg><script>${c}</script></svg>` },
  { name: "svg animate onbegin", kind: "markup", text: (c) => `<svg><animate onbegin=${c} attributeName=x dur=1s>` },
  { name: "body onload", kind: "markup", text: (c) => `<body onload=${c}>` },
  { name: "input autofocus onfocus", kind: "markup", quick: true, text: (c) => `<input autofocus onfocus=${c}>` },
  { name: "details ontoggle", kind: "markup", text: (c) => `<details open ontoggle=${c}>` },
  { name: "video source onerror", kind: "markup", text: (c) => `<video><source onerror=${c}></video>` },
  { name: "p onmouseover", kind: "markup", text: (c) => `<p onmouseover=${c}>hover me</p>` },
  {
    name: "entity-encoded handler",
    kind: "markup",
    text: (c) => `<img src="x" onerror="&#x${c.charCodeAt(0).toString(16)};${c.slice(1)}">`,
  },
  { name: "upper-case IMG javascript src", kind: "markup", text: (c) => `<IMG SRC=JaVaScRiPt:${c}>` },
  { name: "nested script filter evasion", kind: "markup", text: (c) => `<scr<script>ipt>${c}</scr</script>ipt>` },
  { name: "img src eval", kind: "markup", text: (c) => `<img src="x:${c}" onerror="eval(this.src.slice(2))">` },
  // Frames and embedded documents.
  {
    name: "iframe srcdoc",
    kind: "markup",
    quick: true,
    text: (c) => `<iframe srcdoc="${entity(`<script>parent.${c}</script>`)}"></iframe>`,
  },
  { name: "iframe javascript: src", kind: "markup", text: (c) => `<iframe src="javascript:${c}"></iframe>` },
  {
    name: "iframe data: src",
    kind: "markup",
    quick: true,
    text: (c) => `<iframe src="data:text/html,<script>${c}</script>"></iframe>`,
  },
  { name: "object data", kind: "markup", text: (c) => `<object data="javascript:${c}"></object>` },
  {
    name: "embed src",
    kind: "markup",
    text: (c) => `<embed src="data:image/svg+xml,<svg onload='${c}' xmlns='http://www.w3.org/2000/svg'/>">`,
  },
  // Links and forms.
  { name: "a javascript: href", kind: "markup", quick: true, text: (c) => `<a href="javascript:${c}">a link</a>` },
  {
    name: "a mixed-case, tab-split javascript: href",
    kind: "markup",
    text: (c) => `<a href="JaVa&#x09;ScRiPt:${c}">a link</a>`,
  },
  {
    name: "a entity-encoded javascript: href",
    kind: "markup",
    text: (c) => `<a href="&#106;&#97;vascript:${c}">a link</a>`,
  },
  { name: "a data: href", kind: "markup", text: (c) => `<a href="data:text/html,<script>${c}</script>">a link</a>` },
  {
    name: "svg xlink:href",
    kind: "markup",
    text: (c) => `<svg><a xlink:href="javascript:${c}"><text x="20" y="20">x</text></a></svg>`,
  },
  { name: "form action", kind: "markup", text: (c) => `<form action="javascript:${c}"><button>go</button></form>` },
  {
    name: "button formaction",
    kind: "markup",
    text: (c) => `<form><button formaction="javascript:${c}">go</button></form>`,
  },
  { name: "meta refresh", kind: "markup", text: (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">` },
  { name: "base href", kind: "markup", text: (c) => `<base href="javascript:${c}//">` },
  // Mutation XSS: markup that changes meaning when the browser re-parses what a sanitiser wrote.
  {
    name: "mXSS math/mglyph/style",
    kind: "markup",
    quick: true,
    text: (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
  },
  {
    name: "mXSS noscript title",
    kind: "markup",
    text: (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>">`,
  },
  {
    name: "mXSS svg p style",
    kind: "markup",
    text: (c) => `<svg></p><style><a id="</style><img src=x onerror=${c}>">`,
  },
  {
    name: "mXSS nested forms",
    kind: "markup",
    text: (c) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${c}>`,
  },
  { name: "mXSS comment", kind: "markup", text: (c) => `<!--<img src="--><img src=x onerror=${c}>-->` },
  { name: "mXSS xmp", kind: "markup", text: (c) => `<xmp><p title="</xmp><img src=x onerror=${c}>">` },
  {
    name: "template script",
    kind: "markup",
    text: (c) => `<template><script>${c}</script></template><img src=x onerror=${c}>`,
  },
  // CSS.
  {
    name: "style import",
    kind: "markup",
    quick: true,
    text: (c) => `<style>@import url("https://evil.example/${c}.css");</style>`,
  },
  {
    name: "style attribute url",
    kind: "markup",
    text: (c) => `<div style="background:url('javascript:${c}')">styled</div>`,
  },
  {
    name: "link stylesheet",
    kind: "markup",
    text: (c) => `<link rel="stylesheet" href="https://evil.example/${c}.css">`,
  },
  { name: "style expression", kind: "markup", text: (c) => `<p style="width:expression(${c})">old IE</p>` },
  // Break-outs from attributes, inline scripts (JSON-LD), titles and text areas; template syntax.
  { name: "attribute break-out", kind: "breakout", quick: true, text: (c) => `"><script>${c}</script>` },
  { name: "single-quote attribute break-out", kind: "breakout", text: (c) => `'><img src=x onerror=${c}>` },
  { name: "script break-out", kind: "breakout", quick: true, text: (c) => `</script><script>${c}</script>` },
  { name: "title break-out", kind: "breakout", text: (c) => `</title><script>${c}</script>` },
  { name: "textarea break-out", kind: "breakout", text: (c) => `</textarea><img src=x onerror=${c}>` },
  { name: "template expression", kind: "breakout", text: (c) => `{{constructor.constructor('${c}')()}}\${${c}}` },
  // Bare addresses (for URL fields, and as text everywhere else).
  { name: "javascript: URL", kind: "url", quick: true, text: (c) => `javascript:${c}` },
  { name: "javascript: URL with leading space and newline", kind: "url", text: (c) => ` java\nscript:${c}` },
  { name: "data: URL", kind: "url", text: (c) => `data:text/html,<script>${c}</script>` },
  { name: "vbscript: URL", kind: "url", text: (c) => `vbscript:${c}` },
];

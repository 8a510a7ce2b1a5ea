import { describe, expect, it } from "vitest";
import {
  countWords,
  isHtmlContent,
  readingTimeMinutes,
  renderArticleContent,
  sanitizeArticleHtml,
} from "./article-content.server";

const LAZY = 'loading="lazy" decoding="async"';
const PLAYER = 'title="Embedded video" loading="lazy" allowfullscreen';

/** [payload, exact sanitised output] */
const XSS_CORPUS: Array<[string, string]> = [
  ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
  ["<SCRIPT SRC=//evil.example/x.js></SCRIPT>", ""],
  ['"><script>alert(1)</script>', '"&gt;'],
  ["<scr<script>ipt>alert(1)</scr</script>ipt>", "ipt&gt;alert(1)ipt&gt;"],
  ["<img src=x onerror=alert(1)>", `<img src="x" alt="" ${LAZY} />`],
  ['<img src="/a.png" onload="alert(1)" alt="A">', `<img src="/a.png" alt="A" ${LAZY} />`],
  ['<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">', ""],
  ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
  ['<a href=" JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', "<a>x</a>"],
  ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', "<a>x</a>"],
  ['<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
  ['<a href="//evil.example/x">proto-relative</a>', "<a>proto-relative</a>"],
  ["<svg onload=alert(1)><circle r=1 /></svg>", ""],
  ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', "x"],
  ['<iframe src="javascript:alert(1)"></iframe>', ""],
  ['<iframe src="https://evil.example/embed/x"></iframe>', ""],
  ['<iframe src="https://www.youtube-nocookie.com.evil.example/embed/abcdefgh"></iframe>', ""],
  ['<iframe src="https://www.youtube-nocookie.com/embed/abc/../../../evil"></iframe>', ""],
  [
    '<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube-nocookie.com/embed/abcdefgh"></iframe>',
    `<iframe src="https://www.youtube-nocookie.com/embed/abcdefgh" ${PLAYER}></iframe>`,
  ],
  [
    '<iframe src="https://player.vimeo.com/video/123?x=1" onload="alert(1)"></iframe>',
    `<iframe src="https://player.vimeo.com/video/123?x=1" ${PLAYER}></iframe>`,
  ],
  ['<p style="background-image:url(javascript:alert(1))">x</p>', "<p>x</p>"],
  ['<p style="text-align:center;position:fixed;top:0">x</p>', '<p style="text-align:center">x</p>'],
  ["<style>body{display:none}</style><p>y</p>", "<p>y</p>"],
  ['<link rel="stylesheet" href="https://evil.example/x.css"><p>z</p>', "<p>z</p>"],
  ['<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">', ""],
  ['<form action="https://evil.example"><input name="q"><button>Go</button></form>', "Go"],
  ['<meta http-equiv="refresh" content="0;url=https://evil.example">', ""],
  ['<base href="https://evil.example/">', ""],
  ['<p onclick="alert(1)" onmouseover="alert(2)">click</p>', "<p>click</p>"],
  ['<div><p id="x" class="evil" name="y">text</p></div>', "<p>text</p>"],
  ["<!--<img src=x onerror=alert(1)>--><p>c</p>", "<p>c</p>"],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ""],
  ["<textarea><img src=x onerror=alert(1)></textarea>", ""],
  ["<details open ontoggle=alert(1)>", ""],
  ['<video><source onerror="alert(1)"></video>', ""],
  ['<table background="javascript:alert(1)"><tr><td>x</td></tr></table>', "<table><tr><td>x</td></tr></table>"],
  ['<blockquote cite="javascript:alert(1)">q</blockquote>', "<blockquote>q</blockquote>"],
];

/** What must never survive, whatever the payload. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|<style|<object|<embed|<form|<input|<meta|<base|<link|<svg|<math/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/srcdoc|xlink:/i);
  for (const [, style] of html.matchAll(/style="([^"]*)"/g))
    expect(style).toMatch(/^text-align:(left|right|center|justify)$/);
  for (const [, src] of html.matchAll(/<iframe[^>]*\ssrc="([^"]*)"/g)) {
    expect(src).toMatch(/^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/);
  }
}

describe("sanitising article HTML", () => {
  it(`neutralises every payload of the XSS corpus (${XSS_CORPUS.length})`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(20);
    for (const [payload, expected] of XSS_CORPUS) {
      const output = sanitizeArticleHtml(payload);
      expect(output, payload).toBe(expected);
      expectHarmless(output);
    }
  });

  it("keeps the editor's ordinary formatting", () => {
    const html =
      '<h2>Costs</h2><p>Read <strong>this</strong>, <em>that</em> and <a href="https://studentaid.gov" title="Aid">StudentAid.gov</a>.</p><ul><li>One</li></ul><ol start="3"><li>Three</li></ol><blockquote>Quote</blockquote><img src="/uploads/a.png" alt="Campus">';
    expect(sanitizeArticleHtml(html)).toBe(
      `<h2>Costs</h2><p>Read <strong>this</strong>, <em>that</em> and <a href="https://studentaid.gov" title="Aid">StudentAid.gov</a>.</p><ul><li>One</li></ul><ol start="3"><li>Three</li></ol><blockquote>Quote</blockquote><img src="/uploads/a.png" alt="Campus" ${LAZY} />`,
    );
  });

  it("turns an h1 into an h2 and a youtube.com embed into the privacy-enhanced player", () => {
    expect(
      sanitizeArticleHtml(
        '<h1>Title</h1><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Tour"></iframe>',
      ),
    ).toBe(
      '<h2>Title</h2><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Tour" loading="lazy" allowfullscreen></iframe>',
    );
  });
});

describe("the editor's indent levels and alignment", () => {
  it("keep data-indent 1 to 8 and text-align, and empty anything else", () => {
    expect(
      sanitizeArticleHtml(
        '<p data-indent="3" style="text-align: center">A</p><h3 data-indent="8">B</h3><p data-indent="9">C</p><p data-indent="x" style="margin-left: 900px">D</p>',
      ),
    ).toBe(
      '<p data-indent="3" style="text-align:center">A</p><h3 data-indent="8">B</h3><p data-indent>C</p><p data-indent>D</p>',
    );
  });
});

describe("rendering article content", () => {
  it("renders the Markdown-like text: headings, bold, bullets, numbered items, '•' bullets", () => {
    const { html, faqs } = renderArticleContent(
      "Intro with **bold** words.\n\n## Section\n\n- one\n- two\n\n1. first\n2. second\n\n• dot one\n• dot two\n\n### Sub\n\nEnd.",
    );
    expect(html).toBe(
      [
        "<p>Intro with <strong>bold</strong> words.</p>",
        "<h2>Section</h2>",
        "<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
        "<ol>\n<li>first</li>\n<li>second</li>\n</ol>",
        "<ul>\n<li>dot one</li>\n<li>dot two</li>\n</ul>",
        "<h3>Sub</h3>",
        "<p>End.</p>",
      ].join("\n"),
    );
    expect(faqs).toEqual([]);
  });

  it("shows the FAQ once: the pairs leave the body", () => {
    const { html, faqs } = renderArticleContent(
      "Body text.\n\n## Frequently Asked Questions\n\nQ: First?\nA: Yes.\n\nQ: Second?\nA: No.",
    );
    expect(html).toBe("<p>Body text.</p>");
    expect(faqs).toEqual([
      { question: "First?", answer: "Yes." },
      { question: "Second?", answer: "No." },
    ]);
  });

  it("sanitises HTML and links written inside the Markdown", () => {
    const { html } = renderArticleContent(
      'Hello <script>alert(1)</script> [x](javascript:alert(1)) ![i](data:image/png;base64,AA) <img src=x onerror=alert(1)>\n\n<iframe src="https://evil.example"></iframe>\n\n[Aid](https://studentaid.gov)',
    );
    expectHarmless(html);
    expect(html).toContain('<a href="https://studentaid.gov">Aid</a>');
    expect(html).not.toContain("alert(1)</");
  });

  it("passes editor HTML through the sanitiser and takes its FAQ out", () => {
    const content =
      '<p onclick="x()">Intro</p><h2>FAQ</h2><p><strong>Q:</strong> Can I transfer?</p><p><strong>A:</strong> Often.</p>';
    expect(isHtmlContent(content)).toBe(true);
    expect(renderArticleContent(content)).toEqual({
      html: "<p>Intro</p>",
      faqs: [{ question: "Can I transfer?", answer: "Often." }],
    });
    expect(isHtmlContent("Plain text that mentions <b>bold</b>")).toBe(false);
  });
});

describe("reading time", () => {
  const words = (n: number) => Array.from({ length: n }, (_, index) => `word${index}`).join(" ");

  it("is words / 200, rounded up, and at least one minute", () => {
    expect(readingTimeMinutes("")).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(1000))).toBe(5);
    expect(readingTimeMinutes(words(1001))).toBe(6);
  });

  it("counts words, not Markdown markers or HTML tags", () => {
    expect(countWords("## Heading here\n\n- **bold** item\n- year-by-year plan")).toBe(6);
    expect(countWords("<p>Three <strong>short</strong> words</p><ul><li>and two</li></ul>")).toBe(5);
  });
});

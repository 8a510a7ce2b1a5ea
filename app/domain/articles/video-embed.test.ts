import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "./article-content.server";
import { videoEmbedUrl } from "./video-embed";

describe("video links", () => {
  it("turn YouTube links of every usual shape into the privacy-enhanced player", () => {
    const player = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      " https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ",
    ]) {
      expect(videoEmbedUrl(link), link).toBe(player);
    }
  });

  it("turn Vimeo links into the Vimeo player", () => {
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(videoEmbedUrl("https://vimeo.com/channels/staffpicks/76979871")).toBe(
      "https://player.vimeo.com/video/76979871",
    );
    expect(videoEmbedUrl("https://player.vimeo.com/video/76979871?h=1")).toBe(
      "https://player.vimeo.com/video/76979871",
    );
  });

  it("refuse anything else", () => {
    for (const link of [
      "",
      "not a link",
      "javascript:alert(1)",
      "https://example.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=short",
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      "https://vimeo.com/about",
      "https://evil.com/player.vimeo.com/video/1",
    ]) {
      expect(videoEmbedUrl(link), link).toBeNull();
    }
  });

  it("give addresses the article sanitiser keeps", () => {
    for (const link of ["https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/76979871"]) {
      const src = videoEmbedUrl(link)!;
      const html = sanitizeArticleHtml(`<iframe src="${src}" title="A video"></iframe>`);
      expect(html).toContain(`src="${src}"`);
    }
  });
});

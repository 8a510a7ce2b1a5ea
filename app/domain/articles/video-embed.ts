/**
 * Video links from YouTube and Vimeo become the players' embed addresses (the only frames the
 * article sanitiser keeps): YouTube through its privacy-enhanced youtube-nocookie.com host.
 */
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** The embed address for a YouTube or Vimeo link, or null when it is not one. */
export function videoEmbedUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);

  let youtubeId: string | undefined;
  if (host === "youtu.be") youtubeId = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === "watch") youtubeId = url.searchParams.get("v") ?? undefined;
    else if (["embed", "shorts", "live", "v"].includes(segments[0] ?? "")) youtubeId = segments[1];
  }
  if (youtubeId !== undefined) {
    return YOUTUBE_ID.test(youtubeId) ? `https://www.youtube-nocookie.com/embed/${youtubeId}` : null;
  }

  if (VIMEO_HOSTS.has(host)) {
    const id = host === "player.vimeo.com" ? (segments[0] === "video" ? segments[1] : undefined) : segments.at(-1);
    return id && VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}

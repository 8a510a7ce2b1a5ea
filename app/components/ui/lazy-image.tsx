import { lazy, Suspense, useEffect, useRef, useState } from "react";

// Images seldom fail, so what a failure shows is downloaded only when one does.
const ImageFailure = lazy(() => import("./image-failure"));

const DEFAULT_INSTITUTION_IMAGE = "/images/institution-default.svg";

/** Start loading a little before the image scrolls into view (50px ahead, threshold 0.1). */
const OBSERVER_OPTIONS: IntersectionObserverInit = { rootMargin: "50px", threshold: 0.1 };

interface Props {
  src: string;
  alt: string;
  /** Sizes the frame; the image fills it (object-cover). */
  className?: string;
  fallbackSrc?: string;
  width?: number;
  height?: number;
}

type Status = "waiting" | "loading" | "loaded" | "failed";

/**
 * An image that loads when it comes near the viewport, with a placeholder while it loads. When it
 * fails, the default image stands in with 'Image unavailable' and a Retry button. Without
 * JavaScript the image loads natively (noscript).
 */
export function LazyImage({ src, alt, className = "", fallbackSrc = DEFAULT_INSTITUTION_IMAGE, width, height }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("waiting");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setStatus("loading");
        observer.disconnect();
      }
    }, OBSERVER_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A changed source starts over.
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setStatus((current) => (current === "waiting" ? current : "loading"));
  }

  const retrySrc = attempt ? `${src}${src.includes("?") ? "&" : "?"}retry=${attempt}` : src;
  const failed = status === "failed";

  return (
    <div ref={frame} className={`relative overflow-hidden bg-slate-100 ${className}`}>
      {status !== "loaded" && !failed && (
        <div
          className="absolute inset-0 animate-pulse bg-gradient-to-br from-slate-100 to-slate-200"
          aria-hidden="true"
        />
      )}
      {(status === "loading" || status === "loaded") && (
        <img
          key={retrySrc}
          src={retrySrc}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onLoad={() => setStatus("loaded")}
          onError={() => setStatus("failed")}
          className={`h-full w-full object-cover transition-opacity duration-300 ${status === "loaded" ? "opacity-100" : "opacity-0"}`}
        />
      )}
      {failed && (
        <Suspense>
          <ImageFailure
            fallbackSrc={fallbackSrc}
            onRetry={() => {
              setAttempt((count) => count + 1);
              setStatus("loading");
            }}
          />
        </Suspense>
      )}
      {status === "waiting" && (
        <noscript>
          <img src={src} alt={alt} width={width} height={height} className="h-full w-full object-cover" />
        </noscript>
      )}
    </div>
  );
}

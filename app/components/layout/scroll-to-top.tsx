import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Every move to another page scrolls smoothly to the top; Back and Forward keep their position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === "POP") return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  }, [pathname, navigationType]);
  return null;
}

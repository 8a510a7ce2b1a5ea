import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { addToCompareList, mergeCompareList, readCompareList, removeFromCompareList } from "~/clients/compare-list";
import { useSessionUser } from "~/components/layout/use-session-user";
import {
  COMPARE_LIMIT_MESSAGE,
  compareItemsFrom,
  MAX_COMPARE,
  type CompareItem,
} from "~/domain/compare/compare-options";

/** Where a guest's list lives between visits. */
const STORAGE_KEY = "ced.compare";

interface CompareState {
  items: CompareItem[];
  /** False until the list has been read from the browser or the account. */
  isReady: boolean;
  /** Shown in the tray until the next change: the limit, a failure. */
  message: string | null;
  /** The last change, for screen readers (the tray's live region). */
  announcement: string;
  has(slug: string): boolean;
  add(item: CompareItem): void;
  remove(slug: string): void;
}

const CompareContext = createContext<CompareState | null>(null);

const EMPTY: CompareItem[] = [];
const CHANGE_EVENT = "ced:compare-change";
let cachedRaw: string | null = null;
let cachedItems: CompareItem[] = EMPTY;

/** The browser's list; the same array while the stored text is unchanged (what React needs). */
function readStoredList(): CompareItem[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  try {
    cachedItems = compareItemsFrom(JSON.parse(raw ?? "[]")) ?? EMPTY;
  } catch {
    cachedItems = EMPTY;
  }
  return cachedItems;
}

function storeList(items: CompareItem[]) {
  try {
    if (items.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage switched off: the list cannot outlive the page.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Other tabs change the list too ('storage' events); this tab says so itself. */
function subscribeStoredList(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const noSubscription = () => () => {};

const count = (items: CompareItem[]) => `${items.length} of ${MAX_COMPARE}`;

/**
 * The schools a visitor is comparing, on every public page. Guests keep the list in this browser;
 * signed-in users keep it with their account, and a guest's list joins the account's at sign-in.
 */
export function CompareProvider({ children }: { children: React.ReactNode }) {
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const guestItems = useSyncExternalStore(subscribeStoredList, readStoredList, () => EMPTY);
  const isHydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [account, setAccount] = useState<{ userId: string; items: CompareItem[] } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const isReady = userId ? account?.userId === userId : isHydrated;
  const items = userId ? (account?.userId === userId ? account.items : EMPTY) : guestItems;

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const guestList = readStoredList();
    const load = guestList.length ? mergeCompareList(guestList.map((item) => item.slug)) : readCompareList();
    load
      .then(({ list }) => {
        if (cancelled) return;
        if (!list) return setMessage("Could not load your compare list. Please reload the page.");
        // The browser's list now lives with the account.
        if (guestList.length) storeList([]);
        setAccount({ userId, items: list.institutions });
        if (list.skipped.length) {
          const names = guestList
            .filter((item) => list.skipped.includes(item.slug))
            .map((item) => item.institution_name);
          setMessage(`Your account's compare list was full, so ${names.join(", ")} could not be added.`);
        }
      })
      .catch(() => {
        if (!cancelled) setMessage("Could not load your compare list. Please reload the page.");
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const setAccountItems = useCallback(
    (update: (items: CompareItem[]) => CompareItem[]) => {
      if (userId) setAccount((now) => ({ userId, items: update(now?.userId === userId ? now.items : EMPTY) }));
    },
    [userId],
  );

  const change = useCallback(
    (next: CompareItem[], said: string) => {
      setMessage(null);
      setAnnouncement(said);
      if (userId) setAccountItems(() => next);
      else storeList(next);
    },
    [userId, setAccountItems],
  );

  const add = useCallback(
    (item: CompareItem) => {
      if (items.some((existing) => existing.slug === item.slug)) return;
      if (items.length >= MAX_COMPARE) {
        setMessage(COMPARE_LIMIT_MESSAGE);
        setAnnouncement(`${item.institution_name} was not added. ${COMPARE_LIMIT_MESSAGE}`);
        return;
      }
      const next = [...items, item];
      change(next, `${item.institution_name} added to compare, ${count(next)}.`);
      if (!userId) return;
      const undo = () => setAccountItems((now) => now.filter((existing) => existing.slug !== item.slug));
      addToCompareList(item.slug)
        .then(({ status, list }) => {
          if (list) return setAccountItems(() => list.institutions);
          undo();
          const failure =
            status === 409
              ? COMPARE_LIMIT_MESSAGE
              : status === 401
                ? "Your session has ended. Please sign in again to change your compare list."
                : `Could not add ${item.institution_name}. Please try again.`;
          setMessage(failure);
          setAnnouncement(failure);
        })
        .catch(() => {
          undo();
          setMessage("Could not reach the server. Please check your connection and try again.");
        });
    },
    [items, change, userId, setAccountItems],
  );

  const remove = useCallback(
    (slug: string) => {
      const removed = items.find((item) => item.slug === slug);
      if (!removed) return;
      const next = items.filter((item) => item.slug !== slug);
      change(next, `${removed.institution_name} removed from compare, ${count(next)}.`);
      if (!userId) return;
      removeFromCompareList(slug)
        .then(({ list }) => {
          if (list) setAccountItems(() => list.institutions);
          else setMessage(`Could not remove ${removed.institution_name}. Please try again.`);
        })
        .catch(() => setMessage("Could not reach the server. Please check your connection and try again."));
    },
    [items, change, userId, setAccountItems],
  );

  const value = useMemo<CompareState>(
    () => ({
      items,
      isReady,
      message,
      announcement,
      has: (slug) => items.some((item) => item.slug === slug),
      add,
      remove,
    }),
    [items, isReady, message, announcement, add, remove],
  );
  return <CompareContext value={value}>{children}</CompareContext>;
}

export function useCompareList(): CompareState {
  const state = useContext(CompareContext);
  if (!state) throw new Error("useCompareList needs a CompareProvider");
  return state;
}

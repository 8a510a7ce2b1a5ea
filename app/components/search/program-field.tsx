import { X as xDrawing } from "lucide";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { findPrograms } from "~/clients/programs";
import { icon } from "~/components/ui/icon";
import type { SearchResult } from "~/domain/institutions/institution.schemas";
import { isProgramLevel, PROGRAM_LEVEL_LABELS } from "~/domain/programs/program-levels";
import type { ProgramMatch } from "~/domain/programs/programs.schemas";
import { formatNumber } from "~/lib/format";
import { FilterSelect } from "./filter-select";

const X = icon(xDrawing);

/** Typing pauses this long before the programs are looked up. */
const LOOKUP_DELAY_MS = 200;

interface Props {
  /** The program searched for (its code and CIP title), or null. */
  program: SearchResult["program"];
  /** The levels asked for ("bachelor,master"), or undefined for every level. */
  level: string | undefined;
  levelCounts: SearchResult["level_counts"];
  /** The address of this search without the program and its level. */
  withoutProgramHref: string;
  /** The server's message when the words typed (without JavaScript) found no program. */
  error: string | null;
  onChoose: (program: { code: string; level: string | undefined }) => void;
  onLevelChange: (level: string | undefined) => void;
}

const countLabel = (match: ProgramMatch) =>
  `${match.label} (${formatNumber(match.schools)} ${match.schools === 1 ? "school" : "schools"})`;

/**
 * "What do you want to study?": words or a CIP code. Without JavaScript the words are sent with
 * the form (`study`) and the server picks the best program; with it, a list of matching programs
 * (titles and everyday words, each with the schools that awarded it) offers itself while typing.
 * The program chosen shows as a chip beside its level select, with its own way out.
 */
export function ProgramField({
  program,
  level,
  levelCounts,
  withoutProgramHref,
  error,
  onChoose,
  onLevelChange,
}: Props) {
  const id = useId();
  const [words, setWords] = useState("");
  const [matches, setMatches] = useState<ProgramMatch[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // Words typed before this field's code arrived are in the box already: look them up too.
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed) setWords(typed);
  }, []);

  useEffect(() => {
    const typed = words.trim();
    // One letter matches too much to be worth a list.
    if (typed.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      findPrograms(typed, controller.signal)
        .then((found) => {
          setMatches(found);
          setFailed(false);
          setActive(-1);
          setOpen(true);
        })
        .catch((reason: unknown) => {
          if (!controller.signal.aborted) {
            console.warn("Could not look up programs", reason);
            setFailed(true);
          }
        });
    }, LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [words]);

  const choose = (match: ProgramMatch) => {
    setOpen(false);
    setWords("");
    onChoose({ code: match.code, level: match.levels?.join(",") });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!matches.length || words.trim().length < 2) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === "Escape") {
      setOpen(false);
    } else if (event.key === "Enter" && words.trim().length >= 2) {
      // Enter takes the program highlighted, else the best match; the search form is not sent.
      event.preventDefault();
      const match = matches[active] ?? matches[0];
      if (match) choose(match);
    }
  };

  const listId = `${id}-programs`;
  const showList = open && words.trim().length >= 2;
  const message = error ?? (failed ? "Programs could not be looked up. Please try again." : null);
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2">
      <div className="relative">
        <label htmlFor={`${id}-study`} className="text-sm font-semibold text-slate-700">
          What do you want to study?
        </label>
        <input
          ref={input}
          id={`${id}-study`}
          name="study"
          type="text"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={message ? `${id}-study-error` : undefined}
          autoComplete="off"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          placeholder={program ? "Another program" : "e.g. nursing, MDiv, pre-law or 51.3801"}
          maxLength={100}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-brand-500"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Programs"
          hidden={!showList}
          className="absolute z-30 mt-1 max-h-80 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {matches.length === 0 && (
            <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-slate-600">
              No program matches these words
            </li>
          )}
          {matches.map((match, position) => (
            <li
              key={`${match.code} ${match.levels?.join(",") ?? ""}`}
              id={`${listId}-${position}`}
              role="option"
              aria-selected={position === active}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(match);
              }}
              className={`cursor-pointer px-3 py-2 text-sm ${position === active ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-50"}`}
            >
              {countLabel(match)}
            </li>
          ))}
        </ul>
        {message && (
          <p id={`${id}-study-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {message}
          </p>
        )}
      </div>
      {program && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <input type="hidden" name="program" value={program.code} />
          <p className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-800">
            <span className="min-w-0 flex-1">
              <span className="font-semibold">{program.title}</span>{" "}
              <span className="text-slate-600">(CIP {program.code})</span>
            </span>
            <Link
              to={withoutProgramHref}
              preventScrollReset
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-brand-100"
            >
              <X className="size-4" aria-hidden="true" />
              <span className="sr-only">Remove the program {program.title}</span>
            </Link>
          </p>
          <div className="sm:w-56">
            <FilterSelect
              id={`${id}-level`}
              name="level"
              label="Level"
              allLabel="Any level"
              options={levelOptions(levelCounts, level)}
              value={level ?? ""}
              onChange={(value) => onLevelChange(value || undefined)}
            />
          </div>
        </div>
      )}
    </div>
  );
}

/** Each level with its count, plus the levels asked for when they are several ("DMin": two levels). */
function levelOptions(counts: SearchResult["level_counts"], level: string | undefined) {
  const options: { value: string; label: string }[] = counts.map((entry) => ({
    value: entry.level,
    label: `${entry.label} (${formatNumber(entry.count)})`,
  }));
  if (level && !options.some((option) => option.value === level)) {
    const labels = level.split(",").map((value) => (isProgramLevel(value) ? PROGRAM_LEVEL_LABELS[value] : value));
    options.push({ value: level, label: labels.join(" or ") });
  }
  return options;
}

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { flushSync } from "react-dom";
import { useLocation, useNavigate } from "react-router";
import type { PaletteCombobox } from "./palette-combobox";
import {
  SEARCH_FORM_ATTRIBUTES,
  SEARCH_INPUT_ATTRIBUTES,
  SEARCH_INPUT_CLASS,
  SearchLabel,
  SearchSubmit,
} from "./palette-parts";

type Combobox = typeof PaletteCombobox;

// The palette (cmdk and its logic) stays out of every page's first-load JS: it loads when the
// visitor points at, touches or focuses the box, or presses '/'. Kept per page view once loaded.
let loaded: Combobox | null = null;
let loading: Promise<Combobox> | null = null;
const noSubscription = () => () => {};

function loadCombobox(): Promise<Combobox> {
  loading ??= import("./palette-combobox").then(
    (module) => (loaded = module.PaletteCombobox),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The header search box. Server-rendered as a plain GET form to /search, which is all
 * a visitor without JavaScript gets; once used, it becomes the search palette.
 */
export function SearchPalette() {
  const location = useLocation();
  const pageQuery = location.pathname === "/search" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  // A new results page starts the box afresh with its query.
  return <SearchBox key={pageQuery} pageQuery={pageQuery} />;
}

interface Upgrade {
  Combobox: Combobox;
  text: string;
  focused: boolean;
  caret: number | null;
}

function SearchBox({ pageQuery }: { pageQuery: string }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  // Before hydration (and without JS) the browser validates the form; after it, the site's toast does.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [upgrade, setUpgrade] = useState<Upgrade | null>(() =>
    loaded ? { Combobox: loaded, text: pageQuery, focused: false, caret: null } : null,
  );
  useSlashShortcut(inputRef);

  const startUpgrade = useCallback(() => {
    loadCombobox().then(
      (Combobox) => {
        const input = inputRef.current;
        const focused = input !== null && document.activeElement === input;
        // Synchronously, so no keystroke lands in the plain box between reading it and replacing it.
        flushSync(() =>
          setUpgrade(
            (current) =>
              current ?? { Combobox, text: input?.value ?? pageQuery, focused, caret: input?.selectionStart ?? null },
          ),
        );
      },
      (error: unknown) => console.warn("The search palette failed to load; the plain search form still works.", error),
    );
  }, [pageQuery]);

  if (upgrade) {
    const { Combobox } = upgrade;
    return (
      <Combobox
        pageQuery={pageQuery}
        initialText={upgrade.text}
        focusOnMount={upgrade.focused}
        initialCaret={upgrade.caret}
        inputRef={inputRef}
      />
    );
  }
  return (
    <form
      {...SEARCH_FORM_ATTRIBUTES}
      className="relative"
      noValidate={hydrated}
      onSubmit={(event) => {
        // Submitted before the palette loaded: the same search, without a full page load. Its code (recent
        // searches, the toast) loads now rather than with every page.
        event.preventDefault();
        const form = event.currentTarget;
        const text = inputRef.current?.value ?? "";
        void import("./run-search").then(
          ({ runSearch }) => runSearch(text, navigate, false),
          (error: unknown) => {
            console.warn("The search could not start here; sending the form instead.", error);
            form.submit();
          },
        );
      }}
      onPointerEnter={() => void loadCombobox().catch(() => {})}
      onTouchStart={() => void loadCombobox().catch(() => {})}
    >
      <SearchLabel htmlFor={inputId} />
      <input
        ref={inputRef}
        id={inputId}
        {...SEARCH_INPUT_ATTRIBUTES}
        defaultValue={pageQuery}
        onFocus={startUpgrade}
        className={SEARCH_INPUT_CLASS}
      />
      <SearchSubmit />
    </form>
  );
}

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) {
    return true;
  }
  return (
    target instanceof HTMLInputElement &&
    !["button", "checkbox", "color", "file", "image", "radio", "range", "reset", "submit"].includes(target.type)
  );
}

/** '/' anywhere outside a text field (and outside an open dialog) focuses the search box. */
function useSlashShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTextField(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [input]);
}

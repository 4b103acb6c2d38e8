import { useCallback, useId, useLayoutEffect, useRef, useState, type ComponentProps, type RefObject } from "react";
import { Command, useCommandState } from "cmdk";
import { useLocation, useNavigate } from "react-router";
import { readRecentSearches } from "~/lib/recent-searches";
import {
  MIN_SEARCH_LENGTH,
  POPULAR_SEARCHES,
  POPULAR_SHOWN,
  SEARCH_DEBOUNCE_MS,
  type ProductSuggestion,
} from "../../../shared/search-params";
import { useAddressBarMirror, useDebouncedValue, useSuggestions } from "./palette-hooks";
import { PaletteList } from "./palette-list";
import { runSearch } from "./run-search";
import {
  SEARCH_FORM_ATTRIBUTES,
  SEARCH_INPUT_ATTRIBUTES,
  SEARCH_INPUT_CLASS,
  SearchLabel,
  SearchSubmit,
} from "./palette-parts";

/**
 * cmdk's value while no item is highlighted. It matches no item, so cmdk does not pre-select the
 * first one and Enter searches for the typed text; ArrowDown highlights the first item.
 */
const NONE = "none";
const SELECTED_ITEM = '[cmdk-item][aria-selected="true"]';

interface PaletteProps {
  /** The q of the /search page being shown ('' elsewhere). */
  pageQuery: string;
  initialText: string;
  /** Focus the box on mount: it replaces the plain box the visitor was in. */
  focusOnMount: boolean;
  initialCaret: number | null;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The search palette: suggestions from /api/suggest, recent and popular searches.
 * A suggested product opens its own page; any other suggestion is a search.
 * Loaded on demand by search-palette.tsx, which renders the same form without it.
 */
export function PaletteCombobox({ pageQuery, initialText, focusOnMount, initialCaret, inputRef }: PaletteProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const inputId = useId();
  const listRef = useRef<HTMLDivElement | null>(null);
  const [listId, setListId] = useState<string>();
  const [text, setText] = useState(initialText);
  const [edited, setEdited] = useState(initialText !== pageQuery);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState(NONE);
  const [recent, setRecent] = useState<string[]>([]);

  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const { suggestions, products, loading } = useSuggestions(debounced, open);
  const onSearchPage = location.pathname === "/search";
  useAddressBarMirror(
    debounced,
    onSearchPage && edited,
    pageQuery,
    location.pathname + location.search + location.hash,
  );

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!focusOnMount || !input) return;
    input.focus();
    if (initialCaret !== null) input.setSelectionRange(initialCaret, initialCaret);
    // Only when this replaces the plain box; later renders must not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const attachList = useCallback((element: HTMLDivElement | null) => {
    listRef.current = element;
    setListId(element?.id);
  }, []);

  const openPalette = () => {
    if (open) return;
    setRecent(readRecentSearches());
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setSelected(NONE);
  };

  const choose = (raw: string) => {
    // Typing on /search already rewrote this entry's address, so the results replace it rather than stack.
    const rewritten = window.location.pathname + window.location.search !== location.pathname + location.search;
    const nextRecent = runSearch(raw, navigate, rewritten);
    if (!nextRecent) return;
    setRecent(nextRecent);
    setText(raw.trim());
    setEdited(false);
    close();
    inputRef.current?.blur();
  };

  const openProduct = (product: ProductSuggestion) => {
    setText("");
    setEdited(false);
    close();
    inputRef.current?.blur();
    void navigate(`/product/${product.id}`);
  };

  const lower = typed.toLowerCase();
  const matches = (term: string) => term.toLowerCase().includes(lower);
  const shownProducts = typed.length >= MIN_SEARCH_LENGTH ? products : [];
  const productNames = new Set(shownProducts.map((p) => p.name.toLowerCase()));
  // A product's name is offered as the product itself, not also as a search.
  const shownSuggestions =
    typed.length >= MIN_SEARCH_LENGTH ? suggestions.filter((s) => !productNames.has(s.toLowerCase())) : [];
  const shownRecent = recent.filter(matches);
  const taken = new Set([...productNames, ...[...shownSuggestions, ...shownRecent].map((s) => s.toLowerCase())]);
  const shownPopular = POPULAR_SEARCHES.slice(0, POPULAR_SHOWN).filter((p) => matches(p) && !taken.has(p));
  // Until the suggestions for what was typed arrive, an empty list means "wait", not "nothing found".
  const settling = typed.length >= MIN_SEARCH_LENGTH && (debounced !== typed || loading);

  return (
    <form
      {...SEARCH_FORM_ATTRIBUTES}
      // Too short gets the site's toast rather than the browser's bubble.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        choose(text);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <Command
        shouldFilter={false}
        value={selected}
        onValueChange={setSelected}
        vimBindings={false}
        className="relative"
      >
        <SearchLabel htmlFor={inputId} />
        <PaletteInput
          ref={inputRef}
          id={inputId}
          {...SEARCH_INPUT_ATTRIBUTES}
          value={text}
          spellCheck={false}
          open={open}
          listId={listId}
          highlighted={selected !== NONE}
          onFocus={openPalette}
          onClick={openPalette}
          onChange={(event) => {
            setText(event.target.value);
            setEdited(true);
            setSelected(NONE);
            openPalette();
          }}
          onKeyDown={(event) => {
            switch (event.key) {
              case "Escape":
                // Also stops a search field clearing itself, which would reopen the palette.
                event.preventDefault();
                close();
                break;
              case "ArrowDown":
              case "ArrowUp":
                if (!open) {
                  event.preventDefault();
                  event.stopPropagation();
                  openPalette();
                }
                break;
              case "Home":
              case "End":
                // In a text box these move the caret; cmdk would move through the list instead.
                event.stopPropagation();
                break;
              case "Enter":
                // Nothing highlighted: the form submits the typed text. Otherwise cmdk chooses the item.
                if (!listRef.current?.querySelector(SELECTED_ITEM)) event.stopPropagation();
                break;
            }
          }}
          className={SEARCH_INPUT_CLASS}
        />
        <SearchSubmit />
        {open && (
          <PaletteList
            listRef={attachList}
            products={shownProducts}
            sections={{ suggestions: shownSuggestions, recent: shownRecent, popular: shownPopular }}
            showEmpty={!settling}
            onChoose={choose}
            onOpenProduct={openProduct}
          />
        )}
      </Command>
    </form>
  );
}

/** The combobox input; it sits inside cmdk's root to read the highlighted item's id. */
function PaletteInput({
  open,
  listId,
  highlighted,
  ...props
}: ComponentProps<"input"> & { open: boolean; listId: string | undefined; highlighted: boolean }) {
  const activeId = useCommandState((state) => state.selectedItemId);
  return (
    <input
      {...props}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={open}
      aria-controls={open ? listId : undefined}
      aria-activedescendant={open && highlighted ? activeId : undefined}
    />
  );
}

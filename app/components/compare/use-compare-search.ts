import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation, useNavigationType } from "react-router";
import { compareHref, isSearchable, normaliseQuery, SEARCH_DEBOUNCE_MS } from "./compare-query";

const TYPING_STATE = { compareTyping: true };

function cameFromTyping(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { compareTyping?: unknown }).compareTyping === true;
}

/**
 * The search box's text, kept in sync with the URL. Typing updates the URL (debounced, replacing the
 * history entry) so the loader re-runs without a full reload; any other navigation (back, a result
 * link, Clear, submitting the form) puts the URL's query back in the box.
 */
export function useCompareSearch(query: string, selectedId: number | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // Back/forward restores an entry's saved state too; only a fresh typing navigation keeps the box's text.
  const typedHere = useNavigationType() !== "POP" && cameFromTyping(location.state);
  const [input, setInput] = useState({ key: location.key, text: query });
  const timer = useRef<number | undefined>(undefined);

  let text = input.text;
  if (input.key !== location.key) {
    // Adjusting state while rendering (not in an effect) avoids a frame showing the old text.
    text = typedHere ? input.text : query;
    setInput({ key: location.key, text });
  }

  const cancelPending = useCallback(() => window.clearTimeout(timer.current), []);
  useEffect(() => cancelPending, [cancelPending]);
  useEffect(() => {
    if (!typedHere) cancelPending();
  }, [location.key, typedHere, cancelPending]);

  const current = `${location.pathname}${location.search}`;
  const onTextChange = useCallback(
    (value: string) => {
      setInput((s) => ({ ...s, text: value }));
      cancelPending();
      timer.current = window.setTimeout(() => {
        const next = normaliseQuery(value);
        // Shortening the query below the minimum drops the selection (compareHref does).
        const href = compareHref(next, isSearchable(next) ? selectedId : null);
        if (href !== current) navigate(href, { replace: true, preventScrollReset: true, state: TYPING_STATE });
      }, SEARCH_DEBOUNCE_MS);
    },
    [cancelPending, current, navigate, selectedId],
  );

  const searching = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return { text, onTextChange, cancelPending, searching };
}

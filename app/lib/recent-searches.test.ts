import { describe, expect, it } from "vitest";
import { addRecentSearch, readRecentSearches, type RecentSearchStorage } from "./recent-searches";
import { RECENT_SEARCHES_KEY } from "../../shared/search-params";

function memoryStorage(initial: Record<string, string> = {}): RecentSearchStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe("recent searches", () => {
  it("starts empty and saves each search newest first under recentSearches", () => {
    const storage = memoryStorage();
    expect(readRecentSearches(storage)).toEqual([]);
    addRecentSearch("cement", storage);
    expect(addRecentSearch("  sharp   sand ", storage)).toEqual(["sharp sand", "cement"]);
    expect(JSON.parse(storage.data.get(RECENT_SEARCHES_KEY)!)).toEqual(["sharp sand", "cement"]);
    expect(readRecentSearches(storage)).toEqual(["sharp sand", "cement"]);
  });

  it("keeps the 5 latest and moves a repeated search (any case) to the front", () => {
    const storage = memoryStorage();
    for (const q of ["one", "two", "three", "four", "five", "six"]) addRecentSearch(q, storage);
    expect(readRecentSearches(storage)).toEqual(["six", "five", "four", "three", "two"]);
    expect(addRecentSearch("THREE", storage)).toEqual(["THREE", "six", "five", "four", "two"]);
  });

  it("ignores searches too short or too long to run", () => {
    const storage = memoryStorage();
    addRecentSearch("timber", storage);
    expect(addRecentSearch(" a ", storage)).toEqual(["timber"]);
    expect(addRecentSearch("x".repeat(201), storage)).toEqual(["timber"]);
  });

  it("treats corrupt or foreign data as an empty list and repairs it on the next save", () => {
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: "{not json" }))).toEqual([]);
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: '{"q":"cement"}' }))).toEqual([]);
    const mixed = memoryStorage({ [RECENT_SEARCHES_KEY]: JSON.stringify(["cement", 42, null, "Cement", "", "ply"]) });
    expect(readRecentSearches(mixed)).toEqual(["cement", "ply"]);
    expect(addRecentSearch("osb", mixed)).toEqual(["osb", "cement", "ply"]);
  });

  it("works without storage, or when storage refuses reads and writes", () => {
    expect(readRecentSearches(null)).toEqual([]);
    expect(addRecentSearch("cement", null)).toEqual(["cement"]);
    const refusing: RecentSearchStorage = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(readRecentSearches(refusing)).toEqual([]);
    expect(addRecentSearch("cement", refusing)).toEqual(["cement"]);
  });

  it("reads nothing on the server, where there is no window", () => {
    expect(readRecentSearches()).toEqual([]);
  });
});

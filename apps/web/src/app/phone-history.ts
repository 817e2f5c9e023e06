import { createHistory, type HistoryLocation, type RouterHistory } from '@tanstack/react-router';

type ParsedHistoryState = HistoryLocation['state'];
type NavigationBlocker = Parameters<RouterHistory['block']>[0];

/**
 * The history of one phone of the device preview (issue 24): the two phones are frames of one
 * page, and a browser gives a page ONE history for all its frames, so the app's 뒤로 가기 on phone
 * A could move phone B. Inside the preview each app keeps its own list of entries instead: the
 * frame's address follows the current entry (`replaceState`, so the page's history never grows),
 * and the list is kept in `sessionStorage` under the frame's name, so the preview's 새로고침 keeps
 * where back goes. Leaving with unsaved text asks first, as the browser history does on a back.
 */
interface Stored {
  entries: string[];
  states: ParsedHistoryState[];
  index: number;
}

const INDEX_KEY = '__TSR_index';

function hrefOf(win: Window): string {
  return `${win.location.pathname}${win.location.search}${win.location.hash}`;
}

function parse(href: string, state: ParsedHistoryState): HistoryLocation {
  const url = new URL(href, 'http://phone');
  return { href, pathname: url.pathname, search: url.search, hash: url.hash, state };
}

function freshState(index: number): ParsedHistoryState {
  const key = Math.random().toString(36).slice(2, 10);
  return { key, __TSR_key: key, [INDEX_KEY]: index };
}

function restore(win: Window, storageKey: string): Stored {
  const here = hrefOf(win);
  try {
    const raw = win.sessionStorage.getItem(storageKey);
    const stored = raw ? (JSON.parse(raw) as Stored) : null;
    // A reload of the same entry keeps the list; any other start begins a new one.
    if (stored && stored.entries[stored.index] === here) return stored;
  } catch {
    // No storage or a broken entry: a new list.
  }
  return { entries: [here], states: [freshState(0)], index: 0 };
}

export function createPhoneHistory(win: Window = window): RouterHistory {
  const storageKey = `dama:phone-history:${win.name || 'phone'}`;
  const list = restore(win, storageKey);
  let blockers: NavigationBlocker[] = [];

  const current = () => parse(list.entries[list.index] ?? '/', list.states[list.index]!);
  const save = () => {
    try {
      win.sessionStorage.setItem(storageKey, JSON.stringify(list));
    } catch {
      // Storage full or refused: the list lives in memory only.
    }
  };
  const show = () => {
    win.history.replaceState(list.states[list.index], '', list.entries[list.index]);
    save();
  };
  const moveTo = (index: number) => {
    list.index = Math.min(Math.max(index, 0), list.entries.length - 1);
    show();
  };

  /** Back or go: moves only when no blocker (unsaved text) holds it; then tells the router. */
  const travel = (delta: number, ignoreBlocker: boolean) => {
    const target = Math.min(Math.max(list.index + delta, 0), list.entries.length - 1);
    if (target === list.index) return;
    if (ignoreBlocker || blockers.length === 0) {
      moveTo(target);
      return;
    }
    const nextLocation = parse(list.entries[target]!, list.states[target]!);
    const action = delta === -1 ? 'BACK' : delta === 1 ? 'FORWARD' : 'GO';
    void (async () => {
      for (const blocker of blockers) {
        if (await blocker.blockerFn({ currentLocation: current(), nextLocation, action })) return;
      }
      moveTo(target);
      history.notify(delta === -1 ? { type: 'BACK' } : { type: 'GO', index: delta });
    })();
  };

  const history = createHistory({
    getLocation: current,
    getLength: () => list.entries.length,
    pushState: (path, state: ParsedHistoryState) => {
      list.entries.length = list.index + 1;
      list.states.length = list.index + 1;
      list.entries.push(path);
      list.states.push(state);
      moveTo(list.index + 1);
    },
    replaceState: (path, state: ParsedHistoryState) => {
      list.entries[list.index] = path;
      list.states[list.index] = state;
      show();
    },
    back: (ignoreBlocker) => travel(-1, ignoreBlocker),
    forward: (ignoreBlocker) => travel(1, ignoreBlocker),
    go: (n, ignoreBlocker) => travel(n, ignoreBlocker),
    createHref: (path) => path,
    getBlockers: () => blockers,
    setBlockers: (next) => (blockers = next),
  });
  show();
  return history;
}

import { useEffect, useRef, useState } from 'react';
import type { OptionKind, UserManagerOptionsRequest, UserManagerResponse } from '@ambient/core';

/** The option lists of the user manager: kiosks, residents, domains (and the kiosks' facilities). */
export type OptionLists = Pick<UserManagerResponse, 'kiosks' | 'residents' | 'facilities' | 'domains'>;
export type OptionOf<K extends OptionKind> = OptionLists[K][number];

/** Asks the server for options (`users/manager/options`); tests give one over fixed lists. */
export type OptionSearcher = (
  request: UserManagerOptionsRequest,
  signal: AbortSignal,
) => Promise<OptionLists>;

/** How long typing settles before the search goes out. */
const TYPING_SETTLES_MS = 250;

/**
 * A picker's options, searched on the server as the person types (the lists are too long to send
 * whole: 100,000 residents on a large site). Keeps every option it has seen, so chosen ones keep
 * their labels when the next search no longer finds them.
 */
export function useOptionSearch<K extends OptionKind>(
  searcher: OptionSearcher,
  request: Omit<UserManagerOptionsRequest, 'search' | 'kind'> & { kind: K },
  enabled: boolean,
) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<Array<OptionOf<K>>>([]);
  const [loading, setLoading] = useState(false);
  const seen = useRef(new Map<number, OptionOf<K>>());
  const { kind, kioskTypeId = null, kioskId = null, limit } = request;

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(
      () => {
        searcher({ kind, search: text.trim(), kioskTypeId, kioskId, limit }, controller.signal).then(
          (answer) => {
            const options = answer[kind] as Array<OptionOf<K>>;
            for (const option of options) seen.current.set(option.id, option);
            setFound(options);
            setLoading(false);
          },
          () => {
            if (controller.signal.aborted) return;
            setFound([]);
            setLoading(false);
          },
        );
      },
      text === '' ? 0 : TYPING_SETTLES_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searcher, kind, kioskTypeId, kioskId, limit, text, enabled]);

  return {
    options: found,
    loading,
    text,
    setText,
    /** The options of these ids that this search has seen or `known` holds, in the ids' order. */
    chosen: (ids: readonly number[], known: ReadonlyArray<OptionOf<K>> = []): Array<OptionOf<K>> =>
      ids
        .map((id) => seen.current.get(id) ?? known.find((option) => option.id === id))
        .filter((option): option is OptionOf<K> => option !== undefined),
  };
}

export type OptionSearch<K extends OptionKind> = ReturnType<typeof useOptionSearch<K>>;

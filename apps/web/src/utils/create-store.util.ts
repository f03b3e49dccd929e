import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export interface Persistence<T> {
  key: string;
  /** Which browser storage keeps the value; null when storage is unavailable. */
  storage: () => Storage | null;
  /** Turns what was read back into a value, or null to start from the initial value. */
  revive: (stored: unknown, initial: T) => T | null;
}

function read<T>(initial: T, persistence: Persistence<T> | undefined): T {
  if (!persistence) return initial;
  try {
    const raw = persistence.storage()?.getItem(persistence.key);
    if (raw === null || raw === undefined) return initial;
    const parsed: unknown = JSON.parse(raw);
    return persistence.revive(parsed, initial) ?? initial;
  } catch {
    return initial;
  }
}

function write<T>(value: T, persistence: Persistence<T> | undefined): void {
  if (!persistence) return;
  try {
    persistence.storage()?.setItem(persistence.key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the value still lives in memory for this page.
  }
}

/** A tiny observable value, optionally kept in browser storage, read with `useStore`. */
export function createStore<T>(initial: T, persistence?: Persistence<T>): Store<T> {
  let value = read(initial, persistence);
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      write(value, persistence);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a store (or a stable part of it) and re-renders when it changes. */
export function useStore<T, S = T>(
  store: Store<T>,
  select: (value: T) => S = (value) => value as unknown as S,
): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}

export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

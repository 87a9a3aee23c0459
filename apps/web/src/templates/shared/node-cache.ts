import { type ReactNode, useCallback, useRef } from 'react';
import { sameValue } from './same-value';

/**
 * `stable(key, data, render)`: the node rendered from `data`, reused (the very same element) as
 * long as `data` is equal in value to what it was last time under `key`. React skips an element it
 * has already rendered, so a keystroke re-renders the one block it changed, and the page renderer
 * knows which blocks to measure again (those whose node is new).
 */
export type Stable = <T>(key: string, data: T, render: (data: T) => ReactNode) => ReactNode;

export function useNodeCache(): <R>(build: (stable: Stable) => R) => R {
  const cache = useRef(new Map<string, { data: unknown; node: ReactNode }>());
  return useCallback(<R>(build: (stable: Stable) => R): R => {
    const previous = cache.current;
    const next = new Map<string, { data: unknown; node: ReactNode }>();
    const stable: Stable = (key, data, render) => {
      const hit = previous.get(key);
      const node = hit && sameValue(hit.data, data) ? hit.node : render(data);
      next.set(key, { data, node });
      return node;
    };
    const result = build(stable);
    // Only what this build used is kept: a deleted entry's nodes are dropped with it.
    cache.current = next;
    return result;
  }, []);
}

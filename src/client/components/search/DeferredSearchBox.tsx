import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useWhenIdle } from '../../lib/idle';
import { withReload } from '../../lib/lazyWithReload';
import type { SearchBoxProps } from './SearchBox';
import { SearchBoxShell, type SearchHandoff } from './SearchBoxShell';

const loadSearchBox = withReload(() => import('./SearchBox'));

/**
 * The search box of the home page, whose code (Mantine's combobox with its floating layer, the result
 * search over all data) is a chunk of its own: the page paints with the shell, and the chunk loads when
 * the visitor turns to the box (pointer, focus, touch) or else once the page is idle. The box then takes
 * over what was typed, the focus and a submit.
 */
export function DeferredSearchBox(props: SearchBoxProps) {
  const handoff = useRef<SearchHandoff>({ input: null, focused: false, submitted: false }).current;
  const idle = useWhenIdle();
  const [wanted, setWanted] = useState(false);
  const [Box, setBox] = useState<ComponentType<SearchBoxProps> | null>(null);
  useEffect(() => {
    if (!wanted && !idle) return;
    let live = true;
    loadSearchBox().then(
      (module) => {
        if (live) setBox(() => module.SearchBox);
      },
      // Not loadable even after a reload: the shell stays, an input without results.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, idle]);
  if (Box) return <Box {...props} handoff={handoff} />;
  return <SearchBoxShell {...props} handoff={handoff} onIntent={() => setWanted(true)} />;
}

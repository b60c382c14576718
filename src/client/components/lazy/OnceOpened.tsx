import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a dialog whose code is loaded on demand (React.lazy) only from the first time it is opened:
 * a page that never opens it never downloads it (Modal, focus trap, transitions and the dialog's own
 * code). Once mounted it stays mounted, so closing can animate and reopening is instant. Nothing shows
 * while the code arrives (a closed dialog takes no room either).
 */
export function OnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

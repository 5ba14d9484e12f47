import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { adoptEarlyState } from './boot/answer-before-the-app.ts';

/**
 * Takes over what the entry script changed on a control before the app was there (an unfolded menu,
 * a selected tab). At the handover the adopted state is committed at once: React's idea of the
 * control then matches the page before the next press. Left to a later render, a press in between
 * (choosing Registration from the members menu the entry opened) would set the state back to what
 * React still believed ("closed"), React would see nothing to change, and the page would keep what
 * the entry left: the menu open over the next page.
 */
export function useAdoptEarlyState(adopt: () => void): void {
  const latest = useRef(adopt);
  latest.current = adopt;
  useEffect(
    () =>
      adoptEarlyState((atHandover) => {
        if (atHandover) flushSync(() => latest.current());
        else latest.current();
      }),
    [],
  );
}

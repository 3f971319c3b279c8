import { act } from '@testing-library/react';

/**
 * IntersectionObserver as a test drives it: nothing is on screen until `bringOnScreen()`, which
 * tells every element watched so far that it is (the browser would, as the shopper scrolls or
 * opens a tab). `watchScreen()` installs it for each test of the file.
 */
const watching = new Set<() => void>();

class ScreenObserver {
  constructor(private readonly seen: IntersectionObserverCallback) {}
  observe() {
    watching.add(() => this.seen([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
  }
  disconnect() {}
}

export const bringOnScreen = () => act(() => watching.forEach((seen) => seen()));

export function watchScreen() {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', ScreenObserver));
  afterEach(() => {
    watching.clear();
    vi.unstubAllGlobals();
  });
}

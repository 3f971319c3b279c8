import { fireEvent, render, screen } from '@testing-library/react';
import { useSnapTrack } from '@/components/ui/use-snap-track';
import { prefersReducedMotion } from '../support/motion';

function Row({ loop = false }: { loop?: boolean }) {
  const { ref, step, onKeyDown } = useSnapTrack<HTMLDivElement>({ loop });
  return (
    <>
      <div ref={ref} data-testid="row" tabIndex={0} onKeyDown={onKeyDown}>
        <div />
        <div />
        <div />
      </div>
      <button type="button" onClick={() => step(-1)}>
        Previous
      </button>
      <button type="button" onClick={() => step(1)}>
        Next
      </button>
    </>
  );
}

/** jsdom lays nothing out: three slides 100px wide, one a view, the row scrolled to `scrolled`. */
function layOut(scrolled: number) {
  const row = screen.getByTestId('row');
  let scrollLeft = scrolled;
  Object.defineProperty(row, 'scrollLeft', { configurable: true, get: () => scrollLeft });
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: 100 });
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 300 });
  [...row.children].forEach((slide, i) => Object.defineProperty(slide, 'offsetLeft', { value: i * 100 }));
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    scrollLeft = options.left ?? scrollLeft;
  });
  row.scrollTo = scrollTo as typeof row.scrollTo;
  return scrollTo;
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('useSnapTrack', () => {
  beforeEach(() => prefersReducedMotion(false));

  it('steps one slide at a time, gliding', () => {
    render(<Row />);
    const scrollTo = layOut(100);
    click('Next');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 200, behavior: 'smooth' });
    click('Previous');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 100, behavior: 'smooth' });
  });

  it('without a loop, stays on the last slide and on the first', () => {
    render(<Row />);
    const atEnd = layOut(200);
    click('Next');
    expect(atEnd).toHaveBeenLastCalledWith({ left: 200, behavior: 'smooth' });
    const atStart = layOut(0);
    click('Previous');
    expect(atStart).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('with a loop, goes from the last slide to the first and from the first to the last', () => {
    render(<Row loop />);
    const scrollTo = layOut(200);
    click('Next');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    click('Previous');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 200, behavior: 'smooth' });
  });

  it('jumps without gliding for a shopper who prefers reduced motion', () => {
    prefersReducedMotion(true);
    render(<Row />);
    const scrollTo = layOut(0);
    click('Next');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 100, behavior: 'auto' });
  });

  it('steps with the arrow keys and leaves Alt+arrow (back, forward) to the browser', () => {
    render(<Row />);
    const scrollTo = layOut(100);
    const row = screen.getByTestId('row');
    expect(fireEvent.keyDown(row, { key: 'ArrowRight' })).toBe(false);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 200, behavior: 'smooth' });
    expect(fireEvent.keyDown(row, { key: 'ArrowLeft' })).toBe(false);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 100, behavior: 'smooth' });
    scrollTo.mockClear();
    expect(fireEvent.keyDown(row, { key: 'ArrowLeft', altKey: true })).toBe(true);
    expect(fireEvent.keyDown(row, { key: 'Enter' })).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSnapAutoplay } from '@/components/ui/use-snap-autoplay';
import { prefersReducedMotion } from '../support/motion';

const DELAY = 7000;

function Slider({ index, step }: { index: number; step: (direction: 1 | -1) => void }) {
  const autoplay = useSnapAutoplay({ index, step }, DELAY);
  return (
    <>
      <section data-testid="slider" {...autoplay.hold}>
        <a href="#slide">Shop tools</a>
        <button type="button" onClick={autoplay.toggle}>
          {autoplay.state}
        </button>
      </section>
      <a href="#after">After the slider</a>
    </>
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useSnapAutoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('steps forward after the delay, and gives every slide shown the full delay', () => {
    const step = vi.fn();
    const { rerender } = render(<Slider index={0} step={step} />);
    wait(DELAY - 1);
    expect(step).not.toHaveBeenCalled();
    // The shopper moved it meanwhile: the new slide gets its own delay.
    rerender(<Slider index={1} step={step} />);
    wait(DELAY - 1);
    expect(step).not.toHaveBeenCalled();
    wait(1);
    expect(step).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('holds the slide while a pointer is over the slider', () => {
    const step = vi.fn();
    render(<Slider index={0} step={step} />);
    fireEvent.pointerEnter(screen.getByTestId('slider'));
    wait(DELAY * 3);
    expect(step).not.toHaveBeenCalled();
    fireEvent.pointerLeave(screen.getByTestId('slider'));
    wait(DELAY);
    expect(step).toHaveBeenCalledOnce();
  });

  it('holds the slide while the focus is inside the slider, not once it has left', () => {
    const step = vi.fn();
    render(<Slider index={0} step={step} />);
    const link = screen.getByRole('link', { name: 'Shop tools' });
    const pause = screen.getByRole('button', { name: 'playing' });
    fireEvent.focus(link);
    fireEvent.blur(link, { relatedTarget: pause });
    wait(DELAY * 2);
    expect(step).not.toHaveBeenCalled();
    fireEvent.blur(pause, { relatedTarget: screen.getByRole('link', { name: 'After the slider' }) });
    wait(DELAY);
    expect(step).toHaveBeenCalledOnce();
  });

  it('pauses and plays again with its button', () => {
    const step = vi.fn();
    render(<Slider index={0} step={step} />);
    fireEvent.click(screen.getByRole('button', { name: 'playing' }));
    wait(DELAY * 2);
    expect(step).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'paused' }));
    wait(DELAY);
    expect(step).toHaveBeenCalledOnce();
  });

  it('never plays for a shopper who prefers reduced motion', () => {
    prefersReducedMotion(true);
    const step = vi.fn();
    render(<Slider index={0} step={step} />);
    expect(screen.getByRole('button', { name: 'off' })).toBeInTheDocument();
    wait(DELAY * 3);
    expect(step).not.toHaveBeenCalled();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '@/components/ui/dialog';

function Example({ onClose }: { onClose: () => void }) {
  return (
    <Dialog onClose={onClose} titleId="example-title">
      <h2 id="example-title">Your cart</h2>
      <button type="button">Check out</button>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens as a modal (showModal) labelled by its title', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Example onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Your cart' })).toHaveAttribute('open');
    expect(showModal).toHaveBeenCalledOnce();
  });

  it('calls onClose when a click lands on the backdrop, not inside the dialog', async () => {
    const onClose = vi.fn();
    render(<Example onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect(onClose).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 100, width: 200, height: 200 }),
    );
    fireEvent.click(dialog, { clientX: 150, clientY: 150 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog, { clientX: 20, clientY: 20 });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('calls onClose when the browser closes it (Escape)', () => {
    const onClose = vi.fn();
    render(<Example onClose={onClose} />);
    (screen.getByRole('dialog') as HTMLDialogElement).close();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes when the shop unmounts it, and gives the focus back to its opener', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close');
    const { unmount } = render(<Example onClose={() => {}} />);
    // Where a browser that does not restore focus itself leaves it.
    opener.blur();
    unmount();
    expect(close).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});

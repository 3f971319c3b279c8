import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { Countdown } from '@/components/ui/countdown';

function renderCountdown(end: string) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ Countdown: en.Countdown }}>
      <Countdown end={end} label="Deal ends" />
    </NextIntlClientProvider>,
  );
}

const unit = (name: string) => document.querySelector(`[data-unit="${name}"] span`)?.textContent;

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows fixed-width placeholders before it knows the time, then counts down every second', async () => {
    renderCountdown('2026-11-24T12:30:05.000Z');
    expect(unit('days')).toBe('--');
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('timer', { name: 'Deal ends' })).toBeInTheDocument();
    expect([unit('days'), unit('hours'), unit('minutes'), unit('seconds')]).toEqual(['01', '02', '30', '05']);
    // Each tick lands just after the next whole second (a few ms of slack, never a skipped second).
    await act(async () => vi.advanceTimersByTime(1100));
    expect(unit('seconds')).toBe('04');
    await act(async () => vi.advanceTimersByTime(5000));
    expect([unit('minutes'), unit('seconds')]).toEqual(['29', '59']);
  });

  it('counts a relative offset (+2h) from when it is shown', async () => {
    renderCountdown('+2h');
    await act(async () => vi.advanceTimersByTime(1));
    expect([unit('days'), unit('hours'), unit('minutes'), unit('seconds')]).toEqual(['00', '02', '00', '00']);
    await act(async () => vi.advanceTimersByTime(1100));
    expect([unit('hours'), unit('minutes'), unit('seconds')]).toEqual(['01', '59', '59']);
  });

  it('says the offer has ended when the time is up', async () => {
    renderCountdown('2026-11-23T10:00:02.000Z');
    await act(async () => vi.advanceTimersByTime(1));
    expect(unit('seconds')).toBe('02');
    await act(async () => vi.advanceTimersByTime(2100));
    expect(screen.getByRole('status')).toHaveTextContent('This offer has ended.');
  });

  it('renders nothing for an end it cannot read', async () => {
    const { container } = renderCountdown('soon');
    await act(async () => vi.advanceTimersByTime(1));
    expect(container).toBeEmptyDOMElement();
  });
});

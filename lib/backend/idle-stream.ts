/**
 * A back-end file streamed to the shopper, limited by IDLE time: it fails when no byte arrives for
 * the back-end timeout, however long a big file takes in total.
 */
import { log } from '@/lib/log';

export interface IdleWatch {
  signal: AbortSignal;
  /** Starts (again) counting the idle time. */
  arm(): void;
  /** Stops counting: bytes arrived, or the reader is not asking for more. */
  pause(): void;
}

/** An abort signal that fires after `idleMs` without bytes; armed at once (waiting for the headers). */
export function idleWatch(idleMs: number): IdleWatch {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pause = () => clearTimeout(timer);
  const arm = () => {
    pause();
    timer = setTimeout(() => controller.abort(new DOMException('No bytes for too long', 'TimeoutError')), idleMs);
  };
  arm();
  return { signal: controller.signal, arm, pause };
}

/** The stream, failing when the back-end sends nothing for the watch's idle time while we wait for it. */
export function idleLimited(source: ReadableStream<Uint8Array>, watch: IdleWatch): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      watch.arm();
      try {
        const { done, value } = await reader.read();
        watch.pause();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        watch.pause();
        log.warn('backend.unavailable', { path: 'file', reason: 'idle' });
        controller.error(error);
      }
    },
    cancel(reason) {
      watch.pause();
      return reader.cancel(reason);
    },
  });
}

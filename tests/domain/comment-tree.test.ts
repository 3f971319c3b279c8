import { describe, expect, it } from 'vitest';
import { threadComments } from '@/lib/domain/comment-tree';

const c = (name: string, reply_to: string | null = null) => ({ name, reply_to });

describe('threadComments', () => {
  it('keeps top-level comments in order with their replies beneath', () => {
    const threads = threadComments([c('1'), c('2'), c('3', '1'), c('4', '2'), c('5', '1')]);
    expect(threads.map((t) => [t.comment.name, t.replies.map((r) => r.name)])).toEqual([
      ['1', ['3', '5']],
      ['2', ['4']],
    ]);
  });

  it('puts a reply to a reply in the thread of the comment it ultimately answers', () => {
    const threads = threadComments([c('1'), c('2', '1'), c('3', '2')]);
    expect(threads).toHaveLength(1);
    expect(threads[0]!.replies.map((r) => r.name)).toEqual(['2', '3']);
  });

  it('shows a reply whose parent is not in the list as a thread of its own', () => {
    expect(threadComments([c('7', '99')]).map((t) => t.comment.name)).toEqual(['7']);
  });

  it('survives a reply_to cycle', () => {
    const threads = threadComments([c('1', '2'), c('2', '1')]);
    expect(threads.flatMap((t) => [t.comment.name, ...t.replies.map((r) => r.name)]).sort()).toEqual(['1', '2']);
  });
});

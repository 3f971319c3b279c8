/**
 * Blog comments arrive as a flat list with `reply_to`. They are shown as threads one level deep:
 * a reply to a reply joins the thread of the comment it ultimately answers, in posting order,
 * so a long exchange stays readable on a phone. A reply whose parent is not shown (deleted or
 * still in moderation) becomes a thread of its own rather than disappearing.
 */
export interface FlatComment {
  name: string;
  reply_to: string | null;
}

export interface Thread<C extends FlatComment> {
  comment: C;
  replies: C[];
}

export function threadComments<C extends FlatComment>(comments: readonly C[]): Thread<C>[] {
  const byName = new Map(comments.map((c) => [c.name, c]));
  const rootOf = (c: C): C => {
    let current = c;
    const seen = new Set<string>();
    while (current.reply_to && byName.has(current.reply_to) && !seen.has(current.name)) {
      seen.add(current.name);
      current = byName.get(current.reply_to)!;
    }
    return current;
  };
  const threads = new Map<string, Thread<C>>();
  for (const c of comments) {
    const root = rootOf(c);
    if (root === c) {
      if (!threads.has(c.name)) threads.set(c.name, { comment: c, replies: [] });
      continue;
    }
    let thread = threads.get(root.name);
    if (!thread) {
      thread = { comment: root, replies: [] };
      threads.set(root.name, thread);
    }
    thread.replies.push(c);
  }
  return [...threads.values()];
}

import type { NativeFlag } from '@/components/ui/form-native';

/**
 * The comment form's limits and message keys (the `CommentForm` namespace), without zod: the form
 * needs them from the first paint, its schema (comment-schema.ts) only once it is used.
 */
export const COMMENT_LIMITS = { commentMin: 3, commentMax: 2000, nameMin: 2, nameMax: 80 } as const;

export const COMMENT_ERROR_KEYS = [
  'errorCommentShort',
  'errorCommentLong',
  'errorCommentLinks',
  'errorNameRequired',
  'errorNameLong',
  'errorEmailRequired',
  'errorEmailInvalid',
] as const;
export type CommentErrorKey = (typeof COMMENT_ERROR_KEYS)[number];

const NATIVE_KEYS: Record<string, Partial<Record<NativeFlag, CommentErrorKey>>> = {
  comment: { valueMissing: 'errorCommentShort', tooShort: 'errorCommentShort', tooLong: 'errorCommentLong' },
  comment_by: { valueMissing: 'errorNameRequired', tooShort: 'errorNameRequired', tooLong: 'errorNameLong' },
  comment_email: {
    valueMissing: 'errorEmailRequired',
    typeMismatch: 'errorEmailInvalid',
    tooLong: 'errorEmailInvalid',
  },
};

/** The message for a constraint the browser caught before the schema arrived. */
export const commentNativeKey = (field: string, flag: NativeFlag): CommentErrorKey =>
  NATIVE_KEYS[field]?.[flag] ?? 'errorCommentShort';

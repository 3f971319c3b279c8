import { pageTexts } from '@/components/ui/page-texts';

/** What a blog post's comments read: this provider replaces the layout's messages for them. */
export const COMMENTS_NAMESPACES = ['CommentForm'] as const;

/**
 * The comment form's texts travel to the browser only with the blog posts that show comments, not
 * with every page (i18n/client-messages.ts).
 */
export const CommentsIntl = pageTexts(COMMENTS_NAMESPACES);

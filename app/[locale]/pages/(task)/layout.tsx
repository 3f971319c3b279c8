/**
 * Pages where the shopper finishes a task: cart, checkout and pay, sign-in, registration. The mark
 * is in the static shell, so the header's search (which reads it in CSS) is never drawn there and
 * then taken away when the page's own part streams in.
 */
export default function TaskLayout({ children }: LayoutProps<'/[locale]/pages'>) {
  return (
    <>
      <div data-task-page hidden />
      {children}
    </>
  );
}

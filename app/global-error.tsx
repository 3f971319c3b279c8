'use client';

/**
 * Last resort when even the layout failed: no translations or styles can be trusted here, so it is
 * plain markup in the three languages ("An error occurred while showing the error page").
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem', color: '#1c1917' }}
      >
        <h1>An error occurred while showing the error page</h1>
        <p lang="it">Si è verificato un errore durante la visualizzazione della pagina di errore.</p>
        <p lang="sk">Pri zobrazovaní chybovej stránky nastala chyba.</p>
        <p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload is the point after the layout failed */}
          <a href="/" style={{ color: '#a63d17', fontWeight: 600 }}>
            Home
          </a>
        </p>
      </body>
    </html>
  );
}

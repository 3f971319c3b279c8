import { ICON_PATHS } from './icon-paths';

/**
 * Every icon once, as symbols, at the top of the body; <Icon> points at them. The path data then
 * travels once in the HTML instead of in the JavaScript of every client island that shows an icon.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute' }}>
      {Object.entries(ICON_PATHS).map(([name, d]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <path d={d} />
        </symbol>
      ))}
    </svg>
  );
}

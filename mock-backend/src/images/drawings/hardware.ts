/** Hardware: fixings, locks, handles, adhesives. */
import { circle, ellipse, group, line, path, rect } from '../kit';
import { screw, type Draw } from './shapes';
import type { Kind } from '../../seed/kinds';

export const HARDWARE_DRAWINGS = {
  'screw-box': (p) =>
    [
      path('M 240 360 L 700 360 L 780 300 L 320 300 Z', p.light),
      path('M 700 360 L 780 300 L 780 740 L 700 800 Z', p.dark),
      rect(240, 360, 460, 440, 'url(#m)', 6),
      rect(280, 420, 380, 200, '#f7f4ee', 12),
      screw(360, 450, 130, -30),
      screw(470, 450, 130, -30),
      screw(580, 450, 130, -30),
      rect(280, 650, 380, 40, '#ffffff', 8, { opacity: 0.6 }),
      screw(820, 640, 150, 70),
    ].join(''),

  padlock: () =>
    [
      path(
        'M 360 470 L 360 330 Q 360 200 500 200 Q 640 200 640 330 L 640 470 L 585 470 L 585 330 Q 585 255 500 255 Q 415 255 415 330 L 415 470 Z',
        'url(#sv)',
      ),
      rect(300, 450, 400, 380, 'url(#m)', 50),
      rect(320, 470, 30, 330, 'rgba(255,255,255,0.35)', 14),
      circle(500, 600, 40, '#2a2c30'),
      path('M 485 620 L 515 620 L 525 720 L 475 720 Z', '#2a2c30'),
    ].join(''),

  'door-handle': (p) =>
    [
      circle(330, 500, 130, 'url(#m)'),
      circle(330, 500, 100, p.light, { opacity: 0.35 }),
      rect(300, 470, 80, 60, 'url(#m)', 16),
      path('M 360 460 L 820 440 Q 860 440 860 480 L 860 500 Q 860 540 820 540 L 360 545 Z', 'url(#m)'),
      path('M 380 470 L 820 452', 'none', {
        stroke: 'rgba(255,255,255,0.6)',
        'stroke-width': 10,
        'stroke-linecap': 'round',
      }),
      circle(330, 760, 60, 'url(#m)'),
      rect(318, 745, 24, 40, '#2a2c30', 8),
    ].join(''),

  hinge: () =>
    [
      rect(240, 300, 240, 440, 'url(#m)', 14),
      rect(520, 300, 240, 440, 'url(#m)', 14),
      rect(470, 290, 60, 460, 'url(#s)', 24),
      ...[380, 520, 660].flatMap((y) => [
        circle(360, y, 26, '#2a2c30'),
        circle(640, y, 26, '#2a2c30'),
        circle(360, y, 16, 'url(#s)'),
        circle(640, y, 16, 'url(#s)'),
      ]),
      ...[360, 440, 520, 600, 680].map((y) => line(470, y, 530, y, '#7d838a', 4)),
    ].join(''),

  'tape-roll': (p) =>
    [
      path('M 640 620 L 760 820 L 690 820 L 600 660 Z', p.main, { opacity: 0.9 }),
      ellipse(500, 520, 280, 280, 'url(#m)'),
      ellipse(500, 520, 280, 280, 'none', { stroke: p.dark, 'stroke-width': 6 }),
      ...[240, 220, 200].map((r) => circle(500, 520, r, 'none', { stroke: p.dark, 'stroke-width': 2, opacity: 0.35 })),
      circle(500, 520, 150, '#d9b98c'),
      circle(500, 520, 120, '#f4f1ea'),
    ].join(''),

  'glue-tube': (p) =>
    group(
      'rotate(-25 500 520)',
      [
        path('M 380 220 L 620 220 L 600 720 Q 600 760 560 760 L 440 760 Q 400 760 400 720 Z', 'url(#mh)'),
        rect(370, 190, 260, 50, 'url(#s)', 6),
        ...[380, 420, 460, 500, 540, 580].map((x) => line(x, 195, x, 235, '#7d838a', 4)),
        rect(410, 400, 180, 180, '#ffffff', 14, { opacity: 0.9 }),
        circle(500, 470, 40, p.main),
        rect(440, 530, 120, 16, p.dark, 6),
        rect(450, 760, 100, 60, 'url(#s)', 6),
        path('M 470 820 L 530 820 L 515 900 L 485 900 Z', p.dark),
      ].join(''),
    ),
} satisfies Partial<Record<Kind, Draw>>;

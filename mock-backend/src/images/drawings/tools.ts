/** Tools: power and hand tools, measuring, storage. */
import { circle, ellipse, group, line, path, rect } from '../kit';
import type { Draw } from './shapes';
import type { Kind } from '../../seed/kinds';

export const TOOLS_DRAWINGS = {
  drill: (p) =>
    [
      rect(110, 372, 120, 16, 'url(#sv)', 6),
      ...[130, 160, 190].map((x) => line(x, 372, x + 14, 388, '#80868c', 4)),
      rect(220, 350, 90, 60, 'url(#k)', 10),
      rect(250, 345, 60, 70, '#2a2c30', 8),
      path(
        'M 300 310 Q 300 290 330 290 L 660 290 Q 720 290 720 350 L 720 420 Q 720 460 680 460 L 330 460 Q 300 460 300 430 Z',
        'url(#m)',
      ),
      rect(560, 315, 110, 20, p.dark, 8),
      ...[590, 615, 640].map((x) => line(x, 380, x, 430, p.dark, 8)),
      path('M 470 455 L 590 455 L 560 700 L 430 700 Z', 'url(#m)'),
      path('M 480 500 L 540 500 L 525 660 L 465 660 Z', 'url(#k)', { opacity: 0.85 }),
      path('M 430 470 Q 410 500 430 540 L 460 540 L 465 470 Z', '#2a2c30'),
      rect(370, 690, 260, 110, 'url(#k)', 18),
      rect(390, 705, 220, 20, '#5b5f65', 8),
      circle(600, 760, 10, '#7bd88f'),
      circle(570, 760, 10, '#7bd88f'),
      circle(540, 760, 10, '#3c4045'),
    ].join(''),

  jigsaw: (p) =>
    [
      rect(250, 640, 520, 40, 'url(#sv)', 10),
      rect(420, 680, 16, 150, 'url(#s)'),
      path(
        'M 436 690 l 12 10 l -12 10 l 12 10 l -12 10 l 12 10 l -12 10 l 12 10 l -12 10 l 12 10 l -12 10 l 12 10 l -12 10 Z',
        '#9aa0a6',
      ),
      path('M 260 640 L 280 470 Q 290 420 340 410 L 660 380 Q 760 372 770 470 L 780 640 Z', 'url(#m)'),
      path(
        'M 430 410 Q 440 250 560 250 L 690 250 Q 760 250 760 330 L 760 380 L 690 386 L 690 330 Q 690 310 670 310 L 560 310 Q 500 310 495 405 Z',
        'url(#m)',
      ),
      path('M 560 300 L 680 300 L 680 330 L 560 330 Z', 'url(#k)'),
      rect(300, 520, 200, 70, p.dark, 14),
      ...[330, 370, 410, 450].map((x) => line(x, 535, x, 575, p.light, 8)),
      rect(640, 480, 90, 40, '#2a2c30', 10),
    ].join(''),

  hammer: (p) =>
    group(
      'rotate(-18 500 520)',
      [
        rect(462, 360, 76, 470, 'url(#w)', 24),
        rect(456, 560, 88, 270, 'url(#m)', 30),
        ...[600, 650, 700, 750].map((y) => line(462, y, 538, y, p.dark, 6)),
        path('M 300 250 L 560 250 L 560 370 L 300 370 Q 280 370 280 350 L 280 270 Q 280 250 300 250 Z', 'url(#sv)'),
        rect(250, 262, 40, 96, 'url(#s)', 8),
        path('M 560 250 Q 700 250 760 190 L 780 215 Q 720 300 620 320 L 620 370 L 560 370 Z', 'url(#sv)'),
        path('M 640 300 L 770 210', 'none', { stroke: '#eef1f3', 'stroke-width': 6 }),
      ].join(''),
    ),

  'screwdriver-set': () =>
    [
      rect(200, 700, 600, 110, 'url(#k)', 20),
      rect(210, 690, 580, 30, '#55595f', 12),
      ...[0, 1, 2, 3, 4, 5].map((i) => {
        const x = 255 + i * 98;
        const h = 250 + ((i * 37) % 90);
        const top = 690 - h - 170;
        return [
          rect(x - 9, top + 170, 18, h, 'url(#s)', 4),
          i % 2
            ? rect(x - 14, top + 160 + h, 28, 14, '#7d838a', 3)
            : path(`M ${x - 9} ${top + 170 + h} l 9 18 l 9 -18 Z`, '#8a9097'),
          rect(x - 34, top, 68, 175, 'url(#m)', 26),
          rect(x - 34, top + 60, 68, 40, '#2a2c30', 6),
          line(x - 14, top + 20, x - 14, top + 150, 'rgba(255,255,255,0.35)', 8),
        ].join('');
      }),
    ].join(''),

  pliers: (p) =>
    [
      path('M 455 420 Q 430 560 380 820 L 440 830 Q 480 600 500 440 Z', 'url(#m)'),
      path('M 545 420 Q 570 560 620 820 L 560 830 Q 520 600 500 440 Z', 'url(#m)'),
      path('M 455 420 Q 430 250 470 170 L 500 175 Q 480 300 500 430 Z', 'url(#sv)'),
      path('M 545 420 Q 570 250 530 170 L 500 175 Q 520 300 500 430 Z', 'url(#sv)'),
      circle(500, 420, 30, 'url(#s)'),
      circle(500, 420, 10, '#5f656b'),
      ...[220, 250, 280].map((y) => line(475, y, 525, y, '#7d838a', 4)),
      line(400, 760, 440, 600, p.light, 6, { opacity: 0.6 }),
    ].join(''),

  handsaw: () =>
    [
      path('M 120 520 L 640 420 L 660 640 L 120 600 Z', 'url(#sv)'),
      path(
        'M 120 600 ' +
          Array.from(
            { length: 26 },
            (_, i) => `L ${130 + i * 20} ${618 - i * 0.6} L ${140 + i * 20} ${601 + i * 1.5}`,
          ).join(' ') +
          ' L 660 640 Z',
        '#9aa0a6',
      ),
      line(150, 560, 560, 480, '#ffffff', 5, { opacity: 0.6 }),
      path(
        'M 630 380 Q 640 340 700 340 L 830 340 Q 880 340 880 400 L 880 640 Q 880 700 820 700 L 680 700 Q 640 700 640 660 Z',
        'url(#m)',
      ),
      path(
        'M 700 420 Q 700 400 720 400 L 800 400 Q 820 400 820 420 L 820 600 Q 820 620 800 620 L 720 620 Q 700 620 700 600 Z',
        '#f3efe9',
      ),
      circle(660, 470, 10, 'url(#s)'),
      circle(660, 610, 10, 'url(#s)'),
    ].join(''),

  'tape-measure': (p) =>
    [
      path('M 80 700 L 420 700 L 420 740 L 80 740 Z', '#f2c230'),
      ...Array.from({ length: 17 }, (_, i) =>
        line(90 + i * 20, 700, 90 + i * 20, i % 5 === 0 ? 728 : 714, '#2a2c30', 3),
      ),
      rect(60, 690, 26, 60, 'url(#s)', 3),
      rect(380, 380, 420, 420, 'url(#m)', 90),
      circle(590, 590, 140, 'url(#k)'),
      circle(590, 590, 100, p.main),
      circle(590, 590, 30, 'url(#s)'),
      rect(700, 340, 60, 70, 'url(#k)', 12),
      rect(420, 690, 60, 60, p.dark, 10),
    ].join(''),

  'spirit-level': () =>
    group(
      'rotate(-8 500 560)',
      [
        rect(80, 480, 840, 150, 'url(#m)', 16),
        rect(80, 480, 70, 150, 'url(#k)', 16),
        rect(850, 480, 70, 150, 'url(#k)', 16),
        rect(100, 600, 800, 20, 'url(#sv)', 4),
        rect(430, 500, 140, 80, '#f8f9f5', 10),
        rect(450, 520, 100, 40, '#b8e07a', 20),
        ellipse(508, 535, 20, 11, '#f1fbdf'),
        line(470, 515, 470, 565, '#2a2c30', 3),
        line(530, 515, 530, 565, '#2a2c30', 3),
        rect(220, 510, 60, 60, '#f8f9f5', 30),
        circle(250, 540, 20, '#b8e07a'),
        rect(720, 510, 60, 60, '#f8f9f5', 30),
        circle(750, 540, 20, '#b8e07a'),
      ].join(''),
    ),

  toolbox: (p) =>
    [
      path(
        'M 390 300 Q 390 250 440 250 L 560 250 Q 610 250 610 300 L 610 340 L 570 340 L 570 300 Q 570 290 560 290 L 440 290 Q 430 290 430 300 L 430 340 L 390 340 Z',
        'url(#k)',
      ),
      rect(180, 330, 640, 150, 'url(#m)', 24),
      rect(180, 460, 640, 360, 'url(#m)', 20),
      rect(180, 460, 640, 30, p.dark, 4),
      rect(250, 440, 70, 80, 'url(#sv)', 8),
      rect(680, 440, 70, 80, 'url(#sv)', 8),
      rect(460, 600, 80, 60, p.dark, 8),
      line(220, 560, 220, 780, p.light, 10, { opacity: 0.5 }),
    ].join(''),

  organiser: () =>
    [
      rect(160, 380, 680, 440, 'url(#m)', 24),
      rect(185, 405, 630, 390, '#eef2f5', 14),
      ...Array.from({ length: 3 }, (_, r) =>
        Array.from({ length: 4 }, (_, c) => {
          const x = 200 + c * 155;
          const y = 420 + r * 125;
          const fill = ['#c0392b', '#2e5e9e', '#e8b931', '#3e7d4f'][(r + c) % 4]!;
          return (
            rect(x, y, 140, 110, '#dfe5ea', 10) +
            circle(x + 50, y + 55, 16, fill) +
            circle(x + 85, y + 65, 14, fill) +
            circle(x + 70, y + 35, 12, fill)
          );
        }).join(''),
      ),
      rect(160, 380, 680, 440, 'url(#gl)', 24, { opacity: 0.45 }),
      rect(440, 340, 120, 50, 'url(#k)', 14),
    ].join(''),
} satisfies Partial<Record<Kind, Draw>>;

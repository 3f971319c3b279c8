/** Paint and decorating; garden tools, pots and plant care. */
import { circle, ellipse, group, line, path, rect } from '../kit';
import { leaf, type Draw } from './shapes';
import type { Kind } from '../../seed/kinds';

export const PAINT_GARDEN_DRAWINGS = {
  'paint-can': (p) =>
    [
      path('M 300 330 Q 500 120 700 330', 'none', { stroke: '#9aa0a6', 'stroke-width': 10 }),
      rect(270, 320, 460, 480, 'url(#s)', 10),
      ellipse(500, 800, 230, 40, '#80868c'),
      rect(270, 420, 460, 300, 'url(#mh)'),
      rect(320, 470, 360, 140, '#ffffff', 12, { opacity: 0.88 }),
      rect(350, 500, 200, 24, p.dark, 6),
      rect(350, 540, 140, 16, '#9aa0a6', 6),
      circle(620, 540, 44, p.main),
      ellipse(500, 320, 230, 44, 'url(#sv)'),
      ellipse(500, 320, 190, 32, p.main),
      path('M 330 330 Q 340 380 320 420 Q 350 420 352 370 L 360 330 Z', p.main),
    ].join(''),

  'stain-can': (p) =>
    [
      rect(300, 300, 400, 520, 'url(#s)', 20),
      rect(560, 240, 90, 70, 'url(#sv)', 10),
      rect(580, 210, 50, 40, '#2a2c30', 6),
      rect(300, 420, 400, 300, '#f4efe6'),
      path('M 320 600 Q 420 540 520 600 T 690 590 L 690 700 L 320 700 Z', 'url(#m)'),
      ...[480, 500, 520].map((y) =>
        path(`M 330 ${y} Q 440 ${y - 20} 560 ${y} T 680 ${y}`, 'none', {
          stroke: p.main,
          'stroke-width': 6,
          opacity: 0.7,
        }),
      ),
      rect(340, 440, 160, 22, p.dark, 6),
      line(320, 330, 320, 800, 'rgba(255,255,255,0.5)', 12),
    ].join(''),

  brush: (p) =>
    group(
      'rotate(28 500 500)',
      [
        path('M 440 120 Q 500 90 560 120 L 545 420 L 455 420 Z', 'url(#m)'),
        circle(500, 160, 14, '#ffffff', { opacity: 0.8 }),
        rect(430, 420, 140, 120, 'url(#s)', 10),
        ...[450, 480].map((y) => line(430, y, 570, y, '#7d838a', 4)),
        path('M 420 540 L 580 540 L 600 800 L 400 800 Z', '#d8c3a0'),
        path('M 404 740 L 596 740 L 600 800 Q 560 830 500 815 Q 440 830 400 800 Z', p.main),
        ...[440, 470, 500, 530, 560].map((x) => line(x, 560, x + (x - 500) * 0.12, 730, '#b79e74', 3)),
      ].join(''),
    ),

  roller: (p) =>
    [
      path('M 500 520 L 500 420 L 720 420 L 720 340', 'none', {
        stroke: 'url(#sv)',
        'stroke-width': 16,
        'stroke-linejoin': 'round',
      }),
      path('M 500 520 L 500 620 Q 500 660 470 690', 'none', { stroke: '#9aa0a6', 'stroke-width': 16 }),
      rect(420, 660, 80, 170, 'url(#m)', 30),
      rect(440, 700, 40, 100, p.dark, 14, { opacity: 0.5 }),
      rect(280, 220, 460, 150, 'url(#m)', 70),
      ...Array.from({ length: 12 }, (_, i) => line(310 + i * 36, 240, 305 + i * 36, 350, p.light, 4, { opacity: 0.5 })),
      ellipse(740, 295, 24, 75, p.dark),
    ].join(''),

  spade: () =>
    [
      path(
        'M 440 110 Q 440 70 480 70 L 520 70 Q 560 70 560 110 L 560 180 L 530 180 L 530 120 L 470 120 L 470 180 L 440 180 Z',
        'url(#m)',
      ),
      rect(470, 160, 60, 440, 'url(#w)', 18),
      rect(455, 560, 90, 80, 'url(#m)', 12),
      path('M 400 630 L 600 630 L 610 820 Q 600 880 500 890 Q 400 880 390 820 Z', 'url(#sv)'),
      path('M 380 630 L 620 630 L 620 660 L 380 660 Z', 'url(#s)'),
      line(430, 680, 430, 840, '#ffffff', 6, { opacity: 0.6 }),
    ].join(''),

  'pruning-shears': () =>
    [
      path('M 470 430 Q 400 300 420 150 Q 470 180 500 300 L 510 430 Z', 'url(#sv)'),
      path('M 530 430 Q 600 320 580 200 Q 540 210 505 320 L 490 430 Z', 'url(#s)'),
      circle(500, 440, 34, 'url(#s)'),
      circle(500, 440, 12, '#5f656b'),
      path('M 470 450 Q 410 620 380 820 L 450 830 Q 480 640 510 470 Z', 'url(#m)'),
      path('M 530 450 Q 590 620 630 820 L 560 830 Q 530 640 490 470 Z', 'url(#m)'),
      path('M 480 560 Q 500 540 520 560', 'none', { stroke: '#c0c6cc', 'stroke-width': 8 }),
      rect(470, 500, 60, 20, '#2a2c30', 6),
    ].join(''),

  'hose-reel': (p) =>
    [
      path('M 330 820 L 300 260 L 340 250 L 380 820 Z', 'url(#m)'),
      path('M 670 820 L 700 260 L 660 250 L 620 820 Z', 'url(#m)'),
      rect(280, 220, 440, 50, 'url(#k)', 24),
      circle(500, 560, 230, p.dark),
      ...[210, 185, 160, 135].map((r) => circle(500, 560, r, 'none', { stroke: '#4caf50', 'stroke-width': 26 })),
      circle(500, 560, 100, 'url(#m)'),
      circle(500, 560, 26, 'url(#s)'),
      circle(330, 790, 50, 'url(#k)'),
      circle(670, 790, 50, 'url(#k)'),
      path('M 720 600 Q 820 640 820 760 L 860 800', 'none', {
        stroke: '#4caf50',
        'stroke-width': 24,
        'stroke-linecap': 'round',
      }),
      rect(830, 770, 80, 60, '#f39c12', 12),
    ].join(''),

  'watering-can': (p) =>
    [
      path('M 640 560 L 880 330 L 905 355 L 680 610 Z', 'url(#m)'),
      ellipse(900, 335, 36, 54, p.dark, { transform: 'rotate(45 900 335)' }),
      path(
        'M 250 380 Q 250 330 300 330 L 620 330 Q 680 330 680 390 L 680 760 Q 680 820 620 820 L 310 820 Q 250 820 250 760 Z',
        'url(#m)',
      ),
      path('M 300 330 Q 300 170 460 170 Q 620 170 620 330 L 570 330 Q 570 220 460 220 Q 350 220 350 330 Z', 'url(#m)'),
      path('M 250 420 Q 150 450 160 600 Q 170 720 250 740 L 250 690 Q 210 680 205 600 Q 200 490 250 470 Z', 'url(#m)'),
      ellipse(465, 335, 160, 26, p.dark),
      line(290, 400, 290, 760, p.light, 12, { opacity: 0.45 }),
    ].join(''),

  'plant-pot': (p) =>
    [
      leaf(400, 300, 120, 42, -40),
      leaf(600, 290, 130, 44, 35),
      leaf(500, 220, 110, 40, -85),
      leaf(340, 400, 100, 36, -15),
      leaf(660, 400, 100, 36, 15),
      line(500, 470, 500, 260, '#3d7f3a', 10),
      path('M 280 470 L 720 470 L 660 820 L 340 820 Z', 'url(#m)'),
      rect(260, 440, 480, 70, 'url(#m)', 10),
      rect(260, 440, 480, 20, p.light, 8, { opacity: 0.5 }),
      ellipse(500, 450, 220, 18, 'url(#soil)'),
      line(330, 530, 370, 800, p.light, 10, { opacity: 0.35 }),
    ].join(''),

  'soil-bag': (p) =>
    [
      path(
        'M 280 230 Q 300 200 340 210 L 660 210 Q 700 200 720 230 L 760 780 Q 760 830 700 830 L 300 830 Q 240 830 240 780 Z',
        'url(#m)',
      ),
      path('M 290 240 L 710 240', 'none', { stroke: p.dark, 'stroke-width': 14, 'stroke-dasharray': '20 10' }),
      rect(320, 330, 360, 300, '#fbf7ee', 20),
      ellipse(500, 560, 130, 40, 'url(#soil)'),
      leaf(450, 470, 70, 26, -40),
      leaf(550, 470, 70, 26, 40),
      line(500, 545, 500, 450, '#3d7f3a', 8),
      rect(330, 660, 340, 50, '#ffffff', 10, { opacity: 0.8 }),
      rect(350, 675, 200, 20, p.dark, 6),
    ].join(''),
} satisfies Partial<Record<Kind, Draw>>;

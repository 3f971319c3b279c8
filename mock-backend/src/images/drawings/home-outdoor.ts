/** Home storage, lamps, cleaning, ladders; outdoor living. */
import { circle, ellipse, line, path, rect } from '../kit';
import { leaf, type Draw } from './shapes';
import type { Kind } from '../../seed/kinds';

export const HOME_OUTDOOR_DRAWINGS = {
  shelf: (p) =>
    [
      rect(220, 160, 30, 660, 'url(#m)', 6),
      rect(750, 160, 30, 660, 'url(#m)', 6),
      ...[200, 360, 520, 680, 800].map(
        (y) => rect(200, y, 600, 26, 'url(#m)', 6) + rect(200, y + 26, 600, 8, p.dark, 2),
      ),
      rect(290, 270, 120, 90, '#d9b98c', 6),
      rect(430, 300, 90, 60, '#c0392b', 6),
      ...[560, 600, 640, 680].map((x, i) =>
        rect(x, 230 + (i % 2) * 20, 30, 130 - (i % 2) * 20, ['#2e5e9e', '#e8b931', '#3e7d4f', '#7f8c8d'][i]!, 4),
      ),
      path('M 300 520 L 400 520 L 385 440 L 315 440 Z', '#c8663f'),
      leaf(330, 420, 40, 16, -50),
      leaf(370, 415, 40, 16, 50),
      rect(520, 590, 200, 90, '#ecf0f1', 8),
      rect(280, 740, 160, 60, '#95a5a6', 8),
    ].join(''),

  'storage-box': (p) =>
    [
      path('M 200 400 L 800 400 L 760 800 Q 755 830 725 830 L 275 830 Q 245 830 240 800 Z', 'url(#m)'),
      rect(170, 330, 660, 90, 'url(#m)', 20),
      rect(170, 330, 660, 24, p.light, 12, { opacity: 0.55 }),
      rect(420, 300, 160, 40, p.dark, 12),
      rect(260, 480, 480, 280, '#ffffff', 20, { opacity: 0.25 }),
      rect(420, 560, 160, 70, '#ffffff', 8, { opacity: 0.85 }),
      rect(160, 480, 40, 90, p.dark, 10),
      rect(800, 480, 40, 90, p.dark, 10),
    ].join(''),

  lamp: (p) =>
    [
      ellipse(500, 800, 170, 34, 'url(#m)'),
      rect(330, 770, 340, 30, 'url(#m)', 10),
      rect(488, 420, 24, 360, 'url(#s)', 6),
      path('M 330 180 L 670 180 L 760 450 L 240 450 Z', 'url(#m)'),
      path('M 250 440 L 750 440 L 760 450 L 240 450 Z', p.dark),
      ellipse(500, 452, 250, 20, 'url(#glow)', { opacity: 0.9 }),
      path('M 360 200 L 400 200 L 300 430 L 270 430 Z', '#ffffff', { opacity: 0.25 }),
    ].join(''),

  'mop-bucket': (p) =>
    [
      line(640, 90, 560, 560, 'url(#sv)', 22),
      path('M 250 420 L 750 420 L 700 820 Q 695 840 670 840 L 330 840 Q 305 840 300 820 Z', 'url(#m)'),
      rect(230, 400, 540, 50, 'url(#m)', 18),
      path('M 280 420 Q 500 180 720 420', 'none', { stroke: '#9aa0a6', 'stroke-width': 10 }),
      rect(380, 460, 240, 120, p.dark, 16, { opacity: 0.55 }),
      ...[410, 450, 490, 530, 570].map((x) => line(x, 480, x, 560, p.light, 8, { opacity: 0.6 })),
      ...[300, 340, 380].map((y) => line(300, y + 300, 700, y + 300, p.light, 4, { opacity: 0.3 })),
    ].join(''),

  ladder: () =>
    [
      path('M 380 150 L 250 830', 'none', { stroke: 'url(#sv)', 'stroke-width': 40, 'stroke-linecap': 'round' }),
      path('M 560 150 L 690 830', 'none', { stroke: 'url(#sv)', 'stroke-width': 40, 'stroke-linecap': 'round' }),
      path('M 600 150 L 800 830', 'none', { stroke: '#9aa0a6', 'stroke-width': 30, 'stroke-linecap': 'round' }),
      ...[0, 1, 2, 3, 4].map((i) => {
        const y = 300 + i * 120;
        const t = (y - 150) / 680;
        return rect(380 - 130 * t - 10, y, 180 + 260 * t + 20, 28, 'url(#sv)', 6);
      }),
      rect(350, 130, 260, 60, 'url(#m)', 14),
      ellipse(250, 835, 40, 12, 'url(#k)'),
      ellipse(690, 835, 40, 12, 'url(#k)'),
      ellipse(800, 835, 36, 12, 'url(#k)'),
    ].join(''),

  'garden-chair': (p) =>
    [
      path('M 320 500 L 280 830', 'none', { stroke: p.dark, 'stroke-width': 28, 'stroke-linecap': 'round' }),
      path('M 680 500 L 720 830', 'none', { stroke: p.dark, 'stroke-width': 28, 'stroke-linecap': 'round' }),
      path('M 340 160 Q 500 130 660 160 L 680 520 L 320 520 Z', 'url(#m)'),
      ...[230, 300, 370, 440].map((y) => line(345, y, 655, y, p.dark, 8, { opacity: 0.5 })),
      path('M 260 520 L 740 520 L 770 600 L 230 600 Z', 'url(#m)'),
      path('M 230 600 L 770 600 L 770 620 L 230 620 Z', p.dark),
      path('M 290 610 L 250 830', 'none', { stroke: 'url(#m)', 'stroke-width': 30, 'stroke-linecap': 'round' }),
      path('M 710 610 L 750 830', 'none', { stroke: 'url(#m)', 'stroke-width': 30, 'stroke-linecap': 'round' }),
    ].join(''),

  'garden-table': (p) =>
    [
      path('M 230 560 L 200 830', 'none', { stroke: p.dark, 'stroke-width': 30, 'stroke-linecap': 'round' }),
      path('M 770 560 L 800 830', 'none', { stroke: p.dark, 'stroke-width': 30, 'stroke-linecap': 'round' }),
      path('M 330 520 L 330 760', 'none', {
        stroke: p.dark,
        'stroke-width': 24,
        'stroke-linecap': 'round',
        opacity: 0.7,
      }),
      path('M 670 520 L 670 760', 'none', {
        stroke: p.dark,
        'stroke-width': 24,
        'stroke-linecap': 'round',
        opacity: 0.7,
      }),
      path('M 260 420 L 740 420 L 880 540 L 120 540 Z', 'url(#m)'),
      ...[0.2, 0.4, 0.6, 0.8].map((t) =>
        line(260 + (120 - 260) * 0 + 480 * t, 420, 120 + 760 * t, 540, p.dark, 5, { opacity: 0.5 }),
      ),
      rect(120, 540, 760, 30, p.dark, 4),
      ellipse(500, 480, 20, 8, '#2a2c30', { opacity: 0.6 }),
    ].join(''),

  parasol: (p) =>
    [
      rect(488, 300, 24, 500, 'url(#s)', 8),
      path('M 380 800 L 620 800 L 640 840 L 360 840 Z', 'url(#k)'),
      path(
        'M 120 420 Q 500 90 880 420 Q 820 400 770 440 Q 700 395 630 440 Q 565 395 500 440 Q 435 395 370 440 Q 300 395 230 440 Q 180 400 120 420 Z',
        'url(#m)',
      ),
      ...[230, 370, 630, 770].map((x) =>
        path(`M 500 170 Q ${(500 + x) / 2} 280 ${x} 435`, 'none', { stroke: p.dark, 'stroke-width': 4, opacity: 0.5 }),
      ),
      circle(500, 165, 18, 'url(#s)'),
      rect(470, 560, 60, 30, '#5f656b', 8),
    ].join(''),

  barbecue: () =>
    [
      line(360, 600, 290, 820, '#5f656b', 18),
      line(640, 600, 710, 820, '#5f656b', 18),
      line(500, 620, 500, 780, '#5f656b', 18),
      line(300, 760, 700, 760, '#5f656b', 10),
      circle(700, 810, 34, 'url(#k)'),
      path('M 260 470 Q 260 680 500 680 Q 740 680 740 470 Z', 'url(#m)'),
      path('M 250 460 Q 250 220 500 220 Q 750 220 750 460 Z', 'url(#m)'),
      rect(240, 455, 520, 24, 'url(#sv)', 6),
      rect(450, 200, 100, 34, 'url(#k)', 12),
      circle(500, 330, 34, '#f3f1ea'),
      line(500, 330, 520, 312, '#c0392b', 5),
      ...[360, 640].map((x) => circle(x, 600, 22, 'url(#s)')),
      path('M 320 300 Q 360 250 420 240', 'none', {
        stroke: 'rgba(255,255,255,0.5)',
        'stroke-width': 14,
        'stroke-linecap': 'round',
      }),
    ].join(''),

  'solar-light': () =>
    [
      path('M 485 600 L 515 600 L 500 860 Z', 'url(#k)'),
      rect(420, 560, 160, 50, 'url(#m)', 10),
      rect(430, 360, 140, 210, 'url(#gl)', 16),
      rect(430, 360, 140, 210, '#fff3c4', 16, { opacity: 0.55 }),
      circle(500, 465, 34, 'url(#glow)'),
      path('M 380 370 L 620 370 L 560 300 L 440 300 Z', 'url(#m)'),
      path('M 450 306 L 550 306 L 590 356 L 410 356 Z', '#1d3557'),
      ...[470, 500, 530].map((x) => line(x, 310, x + (x - 500) * 0.6, 352, '#457b9d', 3)),
    ].join(''),

  lantern: (p) =>
    [
      path('M 500 130 m -40 0 a 40 40 0 1 0 80 0 a 40 40 0 1 0 -80 0', 'none', {
        stroke: 'url(#sv)',
        'stroke-width': 14,
      }),
      path('M 330 300 L 670 300 L 560 170 L 440 170 Z', 'url(#m)'),
      rect(340, 300, 320, 440, 'url(#m)', 12),
      rect(375, 330, 250, 380, 'url(#gl)', 6),
      rect(375, 330, 250, 380, '#ffe9a8', 6, { opacity: 0.45 }),
      rect(470, 560, 60, 130, '#f7f3e8', 8),
      path('M 500 480 Q 530 520 500 555 Q 470 520 500 480 Z', 'url(#glow)'),
      line(500, 330, 500, 710, p.dark, 10),
      line(375, 520, 625, 520, p.dark, 10),
      rect(320, 740, 360, 50, 'url(#m)', 10),
    ].join(''),
} satisfies Partial<Record<Kind, Draw>>;
